"""Text the program reads and writes exactly: folding names, JSON and TOML positions, the terminal's safe text."""
