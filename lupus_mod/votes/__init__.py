"""Reading and counting the day's votes (pure: no forum, no files, no clock).

The package root imports nothing: a ruleset's load reads `votes.ties` alone, and a night or a
status would otherwise import the whole grammar. The entry points, by module:

    settings = settings.read_settings(game_config.get("votes"))        # votes/settings.py
    actions = reading.read_thread(posts, settings.grammar, roster, corrections)
    tally = count.count_votes(actions, count.DayContext(...))          # an audit.Tally
    (names.Roster, names.read_corrections: the players and the GM's corrections)
"""
