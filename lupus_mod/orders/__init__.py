"""Reading a night's PM log: the messages, each line's one reading (an order, a correction,
talk or a doubt) and the orders in their canonical form (docs/orders.md).

`parse` splits the log into messages (`log`) and reads each body line (`line`, `meaning`);
`later`'s Ledger weighs it against the sender's orders standing (`standing`): his corrections
(`corrections`), his doubts (`doubts`) and what he takes back (`withdrawals`, `take_back`)."""
