"""Reading a forum thread: posts with their author, times and styled text.

- `model`: Segment, Post, Page (what the vote reader sees).
- one pure adapter per engine (`invision`, `forumfree`, `phpbb`, `xenforo`, `smf`,
  `vbulletin`, `discourse`, `forumactif`, `misago`, `generic`), each with
  `parse(html, *, url, tz, now)` (Discourse and Misago: their JSON API's answers) and
  `page_url(thread_url, page_index)`; `engines.detect(html)` names the engine.
- `dates`: Italian and English date texts; `markup`, `layout`: the shared page reader.
- `fetch` (the shell): `fetch_thread` from the board with `cache` and `client`,
  `read_saved_pages` for `--html`; `config`: game.toml [forum]; `progress`: the CLI's bar.
"""
