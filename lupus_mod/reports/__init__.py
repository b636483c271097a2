"""Views over the events: the night's and a turn's posts, replies and GM log, status, and check's pre-flight."""
