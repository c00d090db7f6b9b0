"""The one way a phrase table is compiled: alternatives on word boundaries, read on fold()ed text."""

from __future__ import annotations

import re


def rx(*parts: str) -> re.Pattern[str]:
    """One pattern of alternatives, none starting or ending inside a word."""
    return re.compile(r"(?<![\w'])(?:" + "|".join(parts) + r")(?![\w])")
