"""The life of a game around its nights: the deal and the opening (`new`), substitutions,
the GM's overrides, the day's post, the end of the game and the post-game recap."""
