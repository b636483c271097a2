"""A game folder played: its loaded game, the replay of every phase from the deal, the decisions that wait, a finished game."""
