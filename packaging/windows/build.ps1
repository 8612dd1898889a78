# Windows installer: run from the repository root in a PowerShell with Python 3.11+ and
# Inno Setup 6 (iscc) on PATH.
$ErrorActionPreference = "Stop"
python -m venv .build-venv
.\.build-venv\Scripts\Activate.ps1
pip install -e . "pyinstaller>=6,<7"
python packaging\prepare.py
pyinstaller --noconfirm packaging\bouquet.spec
iscc packaging\windows\bouquet.iss
Write-Host "Installer: dist\Bouquet-setup.exe"
