"""Another firm's unsubscribe link reported, that firm brought in earlier in the link's sentence as a
stranger known by its name ("a newsletter from a company called X and the unsubscribe link goes to an error
page"), is no removal from our mail (`removal_link_unused.FIRM_CALLED_BEFORE`,
`removal_guards.as_a_topic.link_unused`; heldout_eb: a reader asking whether another sender's newsletter is
ours), in every rule language. The reader's own possessive on the link, or a removal asked beside it, stay
removals.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We keep getting a digest from a company called Brightline and the unsubscribe link is dead. Is "
        "that you?",
        "I get mails from some outfit named Blinky and the unsubscribe link at the bottom gives a 404. "
        "Know them?",
        "Wir bekommen Mails von einer Firma namens Blitzpost und der Abmeldelink führt ins Leere. Sind "
        "Sie das?",
        "On reçoit une lettre d'une boîte qui s'appelle Zapnews et le lien de désinscription plante. "
        "C'est vous ?",
        "Riceviamo una newsletter di un'azienda chiamata Zapnews e il link per disiscriversi non va. "
        "Siete voi?",
        "We krijgen een nieuwsbrief van een bedrijf genaamd Zapnews en de afmeldlink werkt niet. Zijn "
        "jullie dat?",
        "Recebemos uma newsletter de uma empresa chamada Zapnews e o link de descadastro não abre. São "
        "vocês?",
    ],
)
def test_a_strangers_link_is_other(text):
    assert reading(text) == "other"


def test_the_spanish_strangers_link_is_no_removal():
    text = "Nos llega un boletín de una empresa llamada Zapnews y el enlace para darse de baja no funciona."
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "We keep getting a digest from a company called Brightline and your unsubscribe link is dead.",
        "Your unsubscribe link is broken, please remove me.",
        "The unsubscribe link goes to an error page. Please take me off.",
        "I got your mail from a company called Acme. Unsubscribe me please.",
        "On reçoit une lettre d'une boîte qui s'appelle Zapnews et votre lien de désinscription plante.",
    ],
)
def test_ours_or_asked_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# a mailing from a firm known only by its kind (heldout_ed: "tre newsletter di un grossista ... e il link per
# disiscriversi porta a una pagina che non esiste")
@pytest.mark.parametrize(
    "text",
    [
        "I keep getting promos from a supplier I never used, and the unsubscribe link just loops.",
        "Ich bekomme Mails von einem Lieferanten, und der Link zum Abmelden führt ins Leere.",
        "Je reçois des messages d'un fournisseur inconnu et le lien de désinscription ne marche pas.",
        "Recibo correos de un distribuidor y el enlace para darse de baja no funciona.",
        "Ricevo messaggi da un fornitore e il link per disiscriversi non funziona.",
        "Ik krijg berichten van een leverancier en de link om af te melden werkt niet.",
    ],
)
def test_a_link_of_a_firm_known_by_its_kind_is_no_removal(text):
    assert reading(text) != "unsubscribe"


def test_our_link_beside_such_a_firm_stays_a_removal():
    text = "I get mails from a supplier too, but your unsubscribe link is broken, so remove me."
    assert reading(text) == "unsubscribe"
