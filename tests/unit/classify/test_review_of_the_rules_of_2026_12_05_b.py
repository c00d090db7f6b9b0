"""A second review of the rules of 2026-12-05 (heldout_y and heldout_z's families): the new errors they made
on 216 reply sentences of ours, each now read as before, and true cases of the families that keep reading
(docs/inbound-rounds.md, "A review of the rules of 2026-12-05 (second)")."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str:
    return str(RULES.classify(text, sender="x@y.example", ours=set(), sent=None).intent)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # my data deleted: a question how long it is kept, the sender's own job, a question what will happen
        ("How long do you keep my data before it is deleted?", "other"),
        ("Wie lange werden meine Daten gespeichert, bevor Sie sie löschen?", "other"),
        ("We need to purge my details from the old ERP ourselves, that's an internal project.", "other"),
        # gone with no successor: who took over on our side, a question, not there for a while, "nicht mehr
        # so sicher", "je n'y suis plus allé / opposé", a bill to settle with a third party
        (
            "No idea who took over your account on your side, my rep used to be Priya. Anyway, what's the "
            "renewal price?",
            "other",
        ),
        ("Not sure who's handling it now on your end, but I'd like a demo.", "interested"),
        ("I'm not there anymore this month, I'm on leave until March. Write again then.", "not_now"),
        ("Ich bin da nicht mehr so sicher, was kostet das genau?", "other"),
        ("Je n'y suis plus allé depuis le salon. Vous avez une brochure ?", "other"),
        ("Je n'y suis plus opposé : envoyez-moi une démo.", "interested"),
        ("No sé quién se encarga de eso en su empresa, ¿me lo aclara?", "other"),
        ("Não sei quem assumiu a conta do vosso lado, podem verificar a fatura?", "other"),
        (
            "Il faudrait voir avec eux directement pour la facture, nous ne sommes qu'intermédiaires de "
            "paiement.",
            "other",
        ),
        # decided against any tool of the kind, turned by a but
        (
            "Wir haben uns gegen ein solches Tool entschieden, aber Ihres würden wir gern testen. Demo?",
            "interested",
        ),
        # "and that won't change" after a date, a meeting or a place
        ("The meeting is on Tuesday at 10 and that won't change. See you then.", "interested"),
        ("Our slot is Tuesday at 10 and that won't change, so send the invite.", "interested"),
        ("Der Termin ist am Dienstag und das bleibt so, bis dann.", "interested"),
        (
            "Our office is in Utrecht and that won't change, so please update the address on the invoice.",
            "other",
        ),
        # an informal later refused
        ("Don't give me a ring in March or ever, we're not interested.", "not_interested"),
        ("Schreib mir im März nicht nochmal, kein Interesse.", "not_interested"),
        # no budget fixed yet, or none needed
        ("Non abbiamo budget fisso: quanto costa il piano mensile?", "other"),
        ("We hebben geen budget nodig voor de proef, toch? Hoe lang duurt die?", "other"),
        ("Não temos orçamento definido ainda, mas queremos uma demonstração.", "interested"),
    ],
)
def test_a_new_error_reads_as_before(text: str, expected: str) -> None:
    assert _intent(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Please delete all my data from your systems.", "unsubscribe"),
        ("I ask that my personal data be erased without delay.", "unsubscribe"),
        ("Ich ersuche Sie, meine Daten aus Ihrer Datenbank zu löschen.", "unsubscribe"),
        ("Ik verzoek u al mijn gegevens zo snel mogelijk te verwijderen.", "unsubscribe"),
        ("I'm not there anymore, no idea who took over purchasing.", "wrong_person"),
        ("Keine Ahnung, wer das jetzt macht, ich bin da nicht mehr.", "wrong_person"),
        ("Je n'y suis plus depuis juin, je ne sais pas qui a repris.", "wrong_person"),
        ("Não sei quem assumiu, saí da empresa em maio.", "wrong_person"),
        ("We just resell their licences, you'd need to contact them directly.", "wrong_person"),
        ("Wir haben uns gegen ein solches Tool entschieden.", "not_interested"),
        ("We run everything on paper and that won't change.", "not_interested"),
        ("Wir nutzen Excel, und das bleibt auch so.", "not_interested"),
        ("Give me a ring in April.", "not_now"),
        ("Meld dich im Herbst nochmal.", "not_now"),
        ("Non abbiamo budget per questo.", "not_interested"),
        ("We hebben helaas geen budget.", "not_interested"),
        ("Infelizmente não temos verba.", "not_interested"),
    ],
)
def test_a_true_case_keeps_reading(text: str, expected: str) -> None:
    assert _intent(text) == expected
