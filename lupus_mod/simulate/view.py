"""The simulation's results as the GM reads them: a table for the terminal, in the words of the
ruleset's language, and the data of the HTML page."""
from __future__ import annotations

from typing import Any


def _percent(x: float) -> str:
    return f"{100 * x:5.1f}%"


def table(report: dict[str, Any], w: dict[str, str], heading: str) -> str:
    rows = [(r["name"] if r["id"] != "dead-end" else w["sim-dead-end-name"], str(r["wins"]),
             _percent(r["rate"]), f"{_percent(r['low'])} – {_percent(r['high'])}")
            for r in report["results"]]
    head = (w["sim-result"], w["sim-wins"], w["sim-rate"], w["sim-interval"])
    widths = [max(len(c) for c in column) for column in zip(head, *rows)]
    lines = [heading, ""]
    for row in (head, *rows):
        lines.append("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())
    lengths = ", ".join(f"{n} {w['sim-night'] if n == '1' else w['sim-nights']}: {count}"
                        for n, count in report["length"].items())
    deaths = ", ".join(f"{cause}: {n}" for cause, n in report["deaths_by_cause"].items())
    lines += ["", f"{w['sim-length']}: {lengths}", f"{w['sim-deaths']}: {deaths}",
              f"{w['sim-dead-end']}: {report['dead_ends']} ({_percent(report['dead_end_rate']).strip()})"]
    for score in report.get("scores", ()):
        spread = ", ".join(f"{v}: {n}" for v, n in score["distribution"].items())
        lines.append(f"{score['name']} {w['sim-scores']}: {w['sim-mean']} {score['mean']:.2f} ({spread})")
    if report.get("impact"):
        lines += ["", w["sim-impact"]]
        lines += [f"  {r['role']} → {r['stand_in']}: {r['faction']} {_percent(r['with']).strip()} → "
                  f"{_percent(r['without']).strip()} ({100 * (r['with'] - r['without']):+.1f})"
                  for r in report["impact"]]
    return "\n".join(lines) + "\n"


def chart(report: dict[str, Any], w: dict[str, str]) -> dict[str, Any]:
    """Bars of the win rates with their intervals, and the histogram of game lengths."""
    width, left, bar = 640, 220, 22
    bars = [{"name": r["name"] if r["id"] != "dead-end" else w["sim-dead-end-name"],
             "y": 10 + i * (bar + 8), "width": round((width - left - 60) * r["rate"], 1),
             "low": round(left + (width - left - 60) * r["low"], 1),
             "high": round(left + (width - left - 60) * r["high"], 1), "label": _percent(r["rate"]).strip()}
            for i, r in enumerate(report["results"])]
    most = max(report["length"].values(), default=1)
    columns = [{"nights": n, "x": 40 + i * 34, "height": round(140 * count / most, 1), "count": count}
               for i, (n, count) in enumerate(report["length"].items())]
    return {"width": width, "left": left, "bar": bar, "bars": bars,
            "length": w["sim-length"], "units": w["sim-nights"],     # a loop's own words
            "bars_height": 20 + len(bars) * (bar + 8), "columns": columns,
            "columns_width": 60 + 34 * len(columns)}
