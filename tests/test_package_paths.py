"""The paths the program finds from its own files, after the package was split into folders: a
checkout reads its own templates (not those an editable install of another checkout maps), and
the replay's snapshots are keyed by every source file of the program, not one folder's."""
from __future__ import annotations

from lupus_mod.cache import snapshots
from lupus_mod.words.render import shipped_templates
from tests.conftest import ROOT


def test_a_checkout_reads_its_own_templates() -> None:
    assert shipped_templates() == ROOT / "templates"


def test_the_code_fingerprint_covers_every_folder_of_the_program() -> None:
    assert snapshots._PACKAGE == ROOT / "lupus_mod"
