"""An address or a link a reply names is no one's language: a Chinese reply that points to a colleague's
address is still Chinese (read as `other`), and a known-language reply with a long link stays known."""

from __future__ import annotations

import pytest

from sequencer.classify.language import in_unknown_language
from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Dana 您好，这方面不归我负责，请联系我的同事王磊：wang.lei@huaxin-keji.example。谢谢",
        "Здравствуйте, это не ко мне, пишите i.petrov@severtrans.example",
        "Γεια σας, δεν είμαι ο αρμόδιος: https://www.aegean-logistics.example/contact",
    ],
)
def test_another_script_around_an_address_or_link_is_another_language(text: str) -> None:
    assert in_unknown_language(text)
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Hi Dana, book a slot here: https://calendly.example/pat-lee/30min-intro-call-with-pat",
        "Bitte schreiben Sie an einkauf@nordlicht-gmbh.example, danke.",
    ],
)
def test_a_known_language_with_an_address_or_link_stays_known(text: str) -> None:
    assert not in_unknown_language(text)
