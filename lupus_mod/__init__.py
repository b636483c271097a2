"""lupus-mod: the game master's tool for play-by-post Lupus/Werewolf games.

The flow runs up these layers; a module imports only from its own layer or those below it
(tests/test_layering.py, docs/architecture.md):

- base: errors, folding, tomlpos, jsontext, terminal and the process caches;
- the functional core, pure (no files, no clock, no forum): `rules` (a ruleset as data),
  `engine` (the night/day phases and, in `engine.loop`, a declared loop's phases), `votes`;
- reading: `folder`, `inputs`, `orders` (the PM logs), `forum`, the built-in `catalog`, the
  words and templates (`render`);
- the game: `game` (a folder loaded), `replay` (nights and days from the deal), `turns` (a
  declared loop's turns), the tally's day (`tally_day`, `tally_posts`, `tally_window`);
- writing: the posts and reports (`night_report`, `turn_report`, `status`, `tally`,
  `lifecycle`, `pages`, `checks`) and the bots of `simulate`;
- `commands` and `cli` on top.
"""
