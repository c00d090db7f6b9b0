"""A chat message pasted into a reply (Teams, Slack) ends its lines without a stop; a blank line still ends
its sentence, so a "never" or "no" in the pasted chat never negates the removal asked in the paragraph below
("same. no idea, never talked to them" then "Please remove all of us from your list"). A negation in the
removal's own sentence, even wrapped onto the next line, still undoes it."""

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "From our Teams chat:\n\n[9:04 AM] Helen Strand\nsame. no idea, never talked to them\n\n"
        "Please remove all of us from your list.",
        "Aus unserem Teams-Chat:\n\n[09:04] Helen Strand\nkeine Ahnung, nie mit denen gesprochen\n\n"
        "Bitte entfernen Sie mich aus Ihrem Verteiler.",
        "Depuis notre chat Teams :\n\n[09:04] Hélène Strand\naucune idée, jamais parlé avec eux\n\n"
        "Merci de me retirer de votre liste.",
        "De nuestro chat de Teams:\n\n[09:04] Elena Strand\nni idea, nunca hablamos con ellos\n\n"
        "Por favor, elimínenme de su lista.",
        "Dalla nostra chat Teams:\n\n[09:04] Elena Strand\nnessuna idea, mai sentiti\n\n"
        "Vi prego di rimuovermi dalla vostra lista.",
        "Uit onze Teams-chat:\n\n[09:04] Helen Strand\ngeen idee, nooit mee gesproken\n\n"
        "Haal me alstublieft van jullie lijst.",
        "Do nosso chat do Teams:\n\n[09:04] Helena Strand\nnão faço ideia, nunca falamos com eles\n\n"
        "Por favor, removam-me da vossa lista.",
    ],
)
def test_a_removal_below_a_pasted_chat_line_with_a_negation_is_a_removal(body):
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        # the negation in the removal's own sentence, wrapped or not: no removal
        "Please do not\nremove us from your list, we read every issue.",
        "Bitte entfernen Sie mich nicht aus Ihrem Verteiler, ich lese ihn gern.",
        "Por favor, no me eliminen de su lista, me interesa.",
        "Per favore non rimuovetemi dalla lista, la leggo volentieri.",
    ],
)
def test_a_removal_negated_in_its_own_sentence_stays_undone(body):
    assert reading(body) != "unsubscribe"
