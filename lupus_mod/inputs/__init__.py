"""The GM's files of a game folder, checked as they are read (every command reads them so)."""
