"""A fourth review of the rules of 2026-12-05 (docs/inbound-rounds.md, "A review of the rules of 2026-12-05
(fourth)"): replies the rules read right before the rounds of heldout_ai and heldout_aj and wrong after them,
each now read right again, and true cases of the same families that must keep reading."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # no more mail wanted, its verb unsaid, in a reply that asks for a demo: the sender's own mail
        (
            "Je ne veux pas de mails supplémentaires avec des pièces jointes, envoyez plutôt un lien vers la"
            " démo.",
            "interested",
        ),
        (
            "No queremos más correos sin revisar saliendo a clientes; ¿su herramienta lo controla?"
            " Me interesa ver una demo.",
            "interested",
        ),
        (
            "Non vogliamo altre mail di sollecito ai clienti senza controllo: potete mostrarci come funziona?"
            " Ci interessa.",
            "interested",
        ),
        (
            "We willen geen nieuwsbrieven meer in de gedeelde inbox, daarom zoeken we een filter. Kunnen"
            " jullie een demo geven?",
            "interested",
        ),
        (
            "Não queremos mais mensagens de cobrança saindo sem revisão, por isso me interessa uma"
            " demonstração.",
            "interested",
        ),
        # "don't bother writing again": under a condition after it, to someone else, or "die Mühe" alone
        ("I'd rather you don't bother writing again unless you have a case study from retail.", "other"),
        ("Don't bother writing again to Mark, he left in June.", "wrong_person"),
        ("Die Mühe können Sie sich sparen, wir bleiben bei unserem Anbieter.", "not_interested"),
        # on the sender's newsletter, and the sender named as the removal's object: a removal all the same
        ("You're on our newsletter, fine. But unsubscribe me from yours.", "unsubscribe"),
        ("You're subscribed to our newsletter, not my problem. Stop emailing me.", "unsubscribe"),
    ],
)
def test_the_new_errors_read_right_again(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I do not want any more marketing emails from you.",
        "Je ne veux plus de vos mails, merci.",
        "No quiero más correos de su empresa.",
        "Non voglio più mail promozionali, grazie.",
        "Ik wil geen mails meer van jullie ontvangen.",
        "Não quero mais e-mails de vocês.",
        "Don't bother writing again.",
        "Please don't bother contacting me again.",
        "Don't bother writing again to this address.",
        "Sparen Sie sich weitere E-Mails.",
        "Die Mühe, mir noch einmal zu schreiben, können Sie sich sparen.",
        "Sparen Sie sich die Mühe, mich noch einmal anzuschreiben.",
        "You're on our mailing list, fine, but please take me off your list.",
        "Vous êtes inscrit à notre newsletter, soit. Mais désinscrivez-moi de la vôtre.",
    ],
)
def test_the_true_removals_stay(text: str) -> None:
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "You're subscribed to our newsletter from the trade show - the unsubscribe link is at the bottom of"
        " each issue.",
        "Vous êtes inscrite à notre newsletter depuis le salon. Le lien de désinscription est en bas.",
    ],
)
def test_our_unsubscribing_from_theirs_stays_none(text: str) -> None:
    assert reading(text) == "other"
