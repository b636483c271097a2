"""The simulation's results as the GM reads them: a table for the terminal, in the words of the
ruleset's language, and the data of the HTML page."""
from __future__ import annotations

from typing import Any


def _figure(x: float, w: dict[str, str], form: str) -> str:
    return format(100 * x, form).replace(".", w["sim-decimal"])


def _percent(x: float, w: dict[str, str]) -> str:
    """A rate as the language writes it ("88,0%", "88,0 %"), its figure right-aligned."""
    return w["sim-percent"].format(_figure(x, w, "5.1f"))


def table(report: dict[str, Any], w: dict[str, str], heading: str,
          causes: dict[str, str] | None = None) -> str:
    """`causes`: the words of each cause of death (labels.toml [cause]) of the game's language."""
    colon = w["sim-colon"]
    rows = [(r["name"] if r["id"] != "dead-end" else w["sim-dead-end-name"], str(r["wins"]),
             _percent(r["rate"], w), f"{_percent(r['low'], w)} – {_percent(r['high'], w)}")
            for r in report["results"]]
    head = (w["sim-result"], w["sim-wins"], w["sim-rate"], w["sim-interval"])
    widths = [max(len(c) for c in column) for column in zip(head, *rows)]
    lines = [heading, ""]
    for row in (head, *rows):
        lines.append("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())
    lengths = ", ".join(f"{n} {w['sim-night'] if n == '1' else w['sim-nights']}{colon}{count}"
                        for n, count in report["length"].items())
    deaths = ", ".join(f"{(causes or {}).get(cause, cause)}{colon}{n}"
                       for cause, n in report["deaths_by_cause"].items())
    lines += ["", f"{w['sim-length']}{colon}{lengths}", f"{w['sim-deaths']}{colon}{deaths}",
              f"{w['sim-dead-end']}{colon}{report['dead_ends']} "
              f"({_percent(report['dead_end_rate'], w).strip()})"]
    for score in report.get("scores", ()):
        spread = ", ".join(f"{v}{colon}{n}" for v, n in score["distribution"].items())
        lines.append(f"{score['name']} {w['sim-scores']}{colon}{w['sim-mean']} {format(score['mean'], '.2f').replace('.', w['sim-decimal'])} ({spread})")
    if report.get("impact"):
        lines += ["", w["sim-impact"]]
        lines += [f"  {r['role']} → {r['stand_in']}: {r['faction']} {_percent(r['with'], w).strip()} → "
                  f"{_percent(r['without'], w).strip()} ({_figure(r['with'] - r['without'], w, '+.1f')})"
                  for r in report["impact"]]
    return "\n".join(lines) + "\n"


def chart(report: dict[str, Any], w: dict[str, str]) -> dict[str, Any]:
    """Bars of the win rates with their intervals, and the histogram of game lengths."""
    width, left, bar = 640, 220, 22
    bars = [{"name": r["name"] if r["id"] != "dead-end" else w["sim-dead-end-name"],
             "y": 10 + i * (bar + 8), "width": round((width - left - 60) * r["rate"], 1),
             "low": round(left + (width - left - 60) * r["low"], 1),
             "high": round(left + (width - left - 60) * r["high"], 1), "label": _percent(r["rate"], w).strip()}
            for i, r in enumerate(report["results"])]
    most = max(report["length"].values(), default=1)
    columns = [{"nights": n, "x": 40 + i * 34, "height": round(140 * count / most, 1), "count": count}
               for i, (n, count) in enumerate(report["length"].items())]
    return {"width": width, "left": left, "bar": bar, "bars": bars,
            "length": w["sim-length"], "units": w["sim-nights"],     # a loop's own words
            "bars_height": 20 + len(bars) * (bar + 8), "columns": columns,
            "columns_width": 60 + 34 * len(columns)}
