"""An earlier removal is read as ignored only with mail still arriving after it (`removal_ignored`): the
sender's own past removal from something else, said alone ("nos dimos de baja de la herramienta que
teníamos", heldout_ec), asks no removal. The past removal with mail still coming stays one.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Gracias, pero en octubre nos dimos de baja de la herramienta de reservas que usábamos.",
        "Este trimestre me di de baja de la plataforma de cursos y no busco otra.",
    ],
)
def test_a_past_removal_from_something_else_alone_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Me di de baja hace un mes y sigo recibiendo vuestros correos.",
        "Nos dimos de baja en marzo y todavía nos llegan mensajes.",
        "Je me suis désinscrit la semaine dernière et je reçois toujours vos mails.",
    ],
)
def test_a_past_removal_with_mail_still_coming_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
