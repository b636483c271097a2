"""`lupus-mod simulate`: whole games played by bots with the GM's own resolver, many times.

`setup` deals a game, `bots` choose the orders and the burn, `play` runs one game as a fold
over its phases, `stats` sums up many, `runner` shards the games by seed over processes.
"""
