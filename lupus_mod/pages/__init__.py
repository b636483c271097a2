"""HTML pages for the GM: the preview of every post before pasting, and the end-of-game report.

`bbhtml` shows BBCode as the boards do, `bblint` finds broken BBCode, `boards` knows which tags
each forum engine renders; `preview` and `report` gather the facts and render the pages.
"""
