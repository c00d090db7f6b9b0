"""Headless Debian chromium for the tests that need a real browser (the one-click unsubscribe page, the
dev Web UI): whether it is here, how it starts, and reading a page's text without stale elements."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

CHROMIUM, CHROMEDRIVER = shutil.which("chromium"), shutil.which("chromedriver")

needs_chromium = pytest.mark.skipif(
    not (CHROMIUM and CHROMEDRIVER),
    reason="Debian chromium and chromium-driver are not installed (.ci/run installs them)",
)

_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
)


@contextmanager
def chromium(*flags: str, page_seconds: float | None = None) -> Iterator[Any]:
    """A headless chromium (selenium's driver), quit at the end; `flags` are added to the usual ones."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM or ""
    for flag in (*_FLAGS, *flags):
        options.add_argument(flag)
    browser = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER or ""), options=options)
    try:
        if page_seconds is not None:
            browser.set_page_load_timeout(page_seconds)
        yield browser
    finally:
        browser.quit()


def page_text(browser: Any) -> str:
    """The page's text read in one script: no element reference to go stale while the next page
    replaces it (chromium then answers "stale element" or "node does not belong to the document")."""
    from selenium.common.exceptions import WebDriverException

    try:
        return str(browser.execute_script("return document.body ? document.body.innerText : '';"))
    except WebDriverException:  # between two documents
        return ""
