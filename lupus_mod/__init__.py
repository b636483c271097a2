"""lupus-mod: the game master's tool for play-by-post Lupus/Werewolf games.

The package root shows the flow; each folder stands on one layer and imports only from its own
layer or those below it (tests/test_layering.py, docs/architecture.md):

- base: `errors`, `text` (folding, TOML positions, JSON, the terminal's safe text), `messages`
  (the GM's words), `words.sentences`, the process caches (`cache.places`, `cache.code`);
- the functional core, pure (no files, no clock, no forum): `rules` (a ruleset as data),
  `engine` (the phases: nights, days and, in `engine.loop`, a declared loop's phases), `votes`;
- reading: `inputs` (the game folder's files, each checked at its line), `orders` (the PM
  logs), `forum` (the boards), `rulesets` (the built-in ones), `words.render` (templates),
  `cache` (replayed phases and votes read, kept between runs);
- playing: `play` (a folder loaded, the replay of every phase from the deal, what waits),
  the tally's day (`tally.request`, `tally.posts`, `tally.window`);
- writing: `reports` (the night's and a turn's posts, replies and logs, status, check),
  `tally` (the count's post and audit), `lifecycle`, `pages`, and the bots of `simulate`;
- `commands` and `cli` on top.
"""
