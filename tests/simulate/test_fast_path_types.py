"""The fast path type-checks as mypyc reads it: a type error there makes `pip install .` fall
back to pure Python without a word (setup.py), and the compiled-build tests fail only where the
package is installed. Checked here in every checkout, with the build's own options."""
from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent.parent


def test_the_fast_path_modules_type_check_as_the_build_reads_them() -> None:
    api = pytest.importorskip("mypy.api")
    setup = (ROOT / "setup.py").read_text(encoding="utf-8")
    names = setup.split("FAST_PATH = (", 1)[1].split(")", 1)[0].replace('"', "").split(",")
    files = [str(ROOT / "lupus_mod" / "simulate" / f"{n.strip()}.py") for n in names if n.strip()]
    assert len(files) >= 5
    out, err, status = api.run(["--follow-imports=silent", "--no-incremental", *files])
    assert status == 0, out + err
