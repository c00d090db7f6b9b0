"""A removal word sent by accident and the removal then asked not to be made ("please don't unsubscribe me",
heldout_dv), in every rule language (`unsubscribe.NOT_TO_BE_REMOVED`, read by
`removal_guards.senders_past.undone` beside `RE_ADD`): no removal; nor is the German separable verb with
"nicht" between ("Bitte melden Sie mich nicht ab"). A removal asked elsewhere in the reply, or of mail the
sender does want stopped, stays one. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        'Our office manager typed "unsubscribe" to you by mistake; it was meant for a printer vendor. Please'
        " don't unsubscribe me.",
        "Mein Kollege hat versehentlich „Abmelden“ zurückgeschrieben. Bitte melden Sie mich nicht ab.",
        "Notre stagiaire a répondu « désinscription » par erreur : ne me désinscrivez pas.",
        'Mi compañero contestó "baja" por error; no me den de baja, por favor.',
        'Il mio collega ha scritto "cancellami" per sbaglio: non cancellatemi, grazie.',
        'Onze receptie heeft per ongeluk "uitschrijven" teruggestuurd. Schrijf mij alstublieft niet uit.',
        'O meu colega respondeu "descadastrar" por engano. Não me removam da lista, por favor.',
        "Bitte melden Sie mich nicht ab, ich lese Ihre Mails gern.",
    ],
)
def test_a_removal_asked_not_to_be_made_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        'I replied "unsubscribe" by mistake to another vendor, but now I think of it: please remove me too.',
        "Please don't unsubscribe me from the newsletter, but take me off the sales sequence.",
        "Please unsubscribe me. Don't unsubscribe my colleague though, she likes your updates.",
        "Bitte melden Sie mich vom Newsletter ab.",
        "Melden Sie mich bitte, wie schon zweimal verlangt, ab.",
    ],
)
def test_a_removal_asked_beside_it_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


# The mistake told in a sentence before the removal word, the word quoted or under an "if", and the removal
# asked not to be made after it (heldout_dw): no removal, in every rule language.
@pytest.mark.parametrize(
    "body",
    [
        'Sorry, I hit reply by accident on my phone last night. If you got an "unsubscribe" from me, please'
        " ignore it: don't remove me, I read your mails.",
        "Entschuldigung, ich habe gestern versehentlich auf Antworten gedrückt. Falls ein"
        " „Abmelden“ bei Ihnen"
        " ankam: bitte ignorieren, melden Sie mich nicht ab.",
        "Désolé, j'ai répondu par erreur hier soir. Si vous avez reçu un « désinscrivez-moi »,"
        " ignorez-le : ne"
        " me désinscrivez pas.",
        'Perdón, respondí sin querer desde el móvil. Si os llegó un "dadme de baja", ignoradlo: no me deis de'
        " baja.",
        "Scusate, il mio smartphone ha risposto per errore. Se avete ricevuto un «disiscrivetemi», non"
        " rimuovetemi.",
        'Sorry, per ongeluk op beantwoorden gedrukt. Als er een "afmelden" bij jullie binnenkwam: negeer het,'
        " schrijf me niet uit.",
        'Desculpe, respondi sem querer. Se chegou um "descadastrar", ignorem: não me removam da lista.',
    ],
)
def test_a_stray_removal_word_after_a_mistake_then_asked_not_to_be_made_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        # the removal asked outright after the mistake, never quoted nor under an "if"
        "Sorry, I sent this by mistake. Unsubscribe me anyway, and don't remove me from the customer portal.",
        "Sorry, wrong thread by accident. Please unsubscribe me from your mailing list.",
        "Entschuldigung, das ging versehentlich raus. Melden Sie mich trotzdem ab.",
    ],
)
def test_a_removal_asked_outright_after_a_mistake_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


# the stray word quoted first, the mistake and the removal not to be made told after it (heldout_ed: "het
# ‘afmelden’ dat u gisteren kreeg ... Dat was niet de bedoeling. Mij hoeft u dus niet af te melden")
@pytest.mark.parametrize(
    "body",
    [
        "The \"unsubscribe\" from our shared inbox came from a trainee. That wasn't intended. You don't need"
        " to unsubscribe me.",
        "Das „Abmelden“ von gestern kam von einer Aushilfe, das war nicht beabsichtigt. Sie müssen mich nicht"
        " abmelden.",
        "Het 'afmelden' van vanochtend kwam van een invalkracht. Dat was niet zo bedoeld. Mij hoeft u niet af"
        " te melden.",
    ],
)
def test_a_stray_word_then_its_mistake_told_after_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


def test_a_stray_word_then_a_removal_asked_after_all_stays_one() -> None:
    body = 'The "unsubscribe" from our shared inbox wasn\'t intended. Still, please unsubscribe me too.'
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "Vous avez sans doute reçu hier un « STOP, désinscrire » parti de ma boîte : c'est mon assistant"
        " qui a répondu à ma place, ce n'était pas voulu. Ne nous supprimez donc pas de votre liste, vos"
        " articles nous servent.",
        "Ihr habt vielleicht ein „Abmelden“ von meiner Adresse bekommen, das war nicht gewollt. Nehmen Sie"
        " mich bloß nicht raus, ich lese Ihre Mails gern.",
        "You may have had an \"unsubscribe\" from my address today, that wasn't intended. Please don't ever"
        " remove me, your notes are useful.",
    ],
)
def test_the_refusal_with_an_intensifier_inside_undoes_the_stray_word(body: str) -> None:
    # heldout_ek: "ne me retirez surtout pas", "bloß nicht", "don't ever"
    assert reading(body) != "unsubscribe"


def test_a_removal_asked_beside_a_list_kept_stays_one() -> None:
    assert (
        reading("Désinscrivez-moi, mais ne me retirez surtout pas de votre liste de clients.")
        == "unsubscribe"
    )
