"""Reading a night's PM log: the messages, each line's one reading (an order, a correction,
talk or a doubt) and the orders in their canonical form (docs/orders.md)."""
