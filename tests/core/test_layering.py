"""The engine never imports Qt or the desktop: checked by import-linter and by a plain import."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_import_linter_contract_holds() -> None:
    lint_imports = shutil.which("lint-imports") or str(
        Path(sys.executable).with_name("lint-imports")
    )
    completed = subprocess.run(
        [lint_imports], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert "1 kept, 0 broken" in completed.stdout


def test_engine_imports_without_qt() -> None:
    code = (
        "import sys, engine.core.registry as r, engine.core.save, engine.__main__;"
        "r.all_games();"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'desktop'))];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    completed = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
