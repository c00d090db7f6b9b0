"""Two readings of a removal link that ask for nothing (`removal_link_unused`, heldout_ea):

- the Spanish "su enlace" in a reply that calls the reader "tú" or "vosotros": a third party's link
  (`OWNER_BEFORE_ES`, `READER_TU_ES`); in a reply that says "usted" it stays the reader's, a removal tried;
- our link said to have reminded the sender of their own task (`REMINDED`), in every rule language; a removal
  word or the sender's own removal after the reminder stays a removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "¿Conocéis a Distribuciones Norte? Me mandan su revista y su botón para darse de baja no va.",
        "Oye, ¿tu empresa trabaja con Grupo Alba? Su enlace para darse de baja no carga nunca.",
        "The unsubscribe link in your footer got me thinking that we should tidy up our own mailing list.",
        "Ihr Abmeldelink hat mich daran erinnert, dass wir unseren eigenen Verteiler ausmisten müssen.",
        "Votre lien de désinscription m'a fait penser qu'on doit nettoyer notre base de prospects.",
        "El enlace para darse de baja de su correo me recordó que tenemos que revisar nuestra base de datos.",
        "Il link per disiscriversi mi ha ricordato che dobbiamo aggiornare la nostra mailing list.",
        "Jullie afmeldlink deed me eraan denken dat wij onze eigen nieuwsbrief moeten opschonen.",
        "O link de descadastro de vocês me lembrou que preciso revisar a nossa base de contatos.",
    ],
)
def test_a_third_partys_link_or_a_reminder_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # "su" in a reply that says "usted": the reader's link, a removal tried
        "Le escribo porque usted me manda correos y su enlace para darse de baja no funciona.",
        # a removal after the reminder
        "Your unsubscribe link reminded me: take me off the list, please.",
        "Votre lien de désinscription m'a rappelé qu'il fallait que je me désabonne.",
    ],
)
def test_the_readers_link_or_a_removal_after_the_reminder_stays_one(text):
    assert reading(text) == "unsubscribe"


# "su enlace" in a vosotros reply is a third party's only with a third party named before it: with nobody
# named, the "su" is the reader's and the removal tried stays one (the twelfth review of 2026-12-07:
# `removal_link_unused.THIRD_PARTY_ES`)
@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Hola equipo, ¿sabéis que su enlace para darse de baja da error 404? Llevo semanas intentando salir.",
        "Hola, ¿podéis revisar su enlace para darse de baja? No funciona y quiero salir de la lista.",
        # ours
        "Oye, ¿podéis mirar su enlace de baja? Da error y no quiero recibir más correos.",
    ],
)
def test_su_enlace_with_no_third_party_named_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


def test_su_enlace_after_a_firm_named_stays_theirs():
    text = (
        "Una pregunta que no tiene que ver con tu producto: ¿trabajáis con Logiexpress? Me llegan dos"
        " boletines suyos a la semana y su enlace para darse de baja da error. ¿Les podéis avisar?"
    )
    assert reading(text) != "unsubscribe"
