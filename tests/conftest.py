"""Test set-up shared by every suite: Qt renders offscreen unless the caller chose a platform."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# settings, autosaves and solo records of every test go to a private folder, never the user's
# (the shell's tests give each test its own)
if "BOUQUET_HOME" not in os.environ:
    # removed again when the run ends, so that runs do not pile folders up in the temp directory
    _TEST_HOME = tempfile.TemporaryDirectory(prefix="bouquet-tests-")
    os.environ["BOUQUET_HOME"] = _TEST_HOME.name
