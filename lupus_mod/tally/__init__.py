"""`lupus-mod tally`: a day's thread read from where it opens to its close, the votes counted, the post and the audit written."""
