"""A removal from the list in Swiss German dialect under the dialects' own possessives (heldout_cp: the
Bernese polite "Öiem" with "Dir", "us Öiem Verteiler use"), the du form's "dim", "dinere", and "Ihrere",
"Öierer" (`unsubscribe.UNSUBSCRIBE`, `_CH_YOUR`): a removal. Never negated ("nid", "ned", "nöd"), never the
list asked for.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Bitte nämet Dir üs us Öiem Verteiler use, merci.",
        "Nimm mi bitte us dim Verteiler use.",
        "Strichet mi us Öierer Adressliste.",
        "Lösched Sie mi us Ihrere Datebank, danke.",
        "Strich mi us dinere Liste.",
    ],
)
def test_swiss_removal_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # negated
        "Nämed Sie eus nid us em Verteiler, mir läse das gärn.",
        # the list asked for
        "Chönd Si mir d Adrässe us dim Verteiler schicke?",
    ],
)
def test_swiss_look_alikes_are_no_removal(text):
    assert reading(text) != "unsubscribe"
