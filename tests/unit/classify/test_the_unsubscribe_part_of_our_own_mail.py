"""The removal word naming a part of the sender's own mail, the own mail named after the part ("we're
rebuilding the unsubscribe flow for our own newsletter"): a topic, no removal, in every rule language that has
the word as a noun. A part on "our end", or a removal asked beside it, still is."""

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str | None:
    return RULES.classify(text, sender="bob@example.com", ours={"alice@ourco.com"}, sent=None).intent


@pytest.mark.parametrize(
    "text",
    [
        "We're redesigning the unsubscribe page of our shop and I keep reading other footers. Yours is neat!",
        "I'm testing the opt-out flow for our own mailing this month, so your email came at a good time.",
        "On refait le lien de désinscription de notre newsletter, le vôtre m'a donné des idées.",
        "Estamos cambiando el enlace de desuscripción de nuestra tienda, el suyo es muy claro.",
        "Stiamo rifacendo il link di disiscrizione della nostra newsletter, bello il vostro.",
        "Estamos a refazer o link de descadastro da nossa loja, gostei do vosso.",
        "Wir bauen gerade den Abmeldelink in unserem Newsletter um, Ihrer ist schön kurz.",
        "We bouwen de afmeldlink van onze nieuwsbrief opnieuw, die van jullie is mooi kort.",
    ],
)
def test_the_unsubscribe_part_of_our_own_mail_is_no_removal(text: str) -> None:
    assert _intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "The unsubscribe link on our end doesn't work, so please unsubscribe me.",
        "Your unsubscribe link is broken.",
        "We're rebuilding the unsubscribe flow for our newsletter. Also, please unsubscribe me from yours.",
        "Merci de me désinscrire de votre newsletter.",
    ],
)
def test_a_removal_beside_it_is_still_one(text: str) -> None:
    assert _intent(text) == "unsubscribe"
