"""Us put into the spam folder by the sender, in the everyday verbs ("Alla prossima vi segno come spam",
"One more and I'll put you in spam", heldout_aj): a threat that says stop writing, a removal in every rule
language (`removal_spam_folder.SPAM_FOLDER`). Never a negated act, a condition, nor our mail found in the
spam folder.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Third mail this week. One more and I'll put you in spam.",
        "Next time I'm sending you straight to the junk folder.",
        "Noch eine Mail und ich verschiebe Sie in den Spam-Ordner.",
        "Beim nächsten Mal schiebe ich Sie in den Spam.",
        "La prochaine fois je vous mets en spam.",
        "Au prochain mail, je vous classe en indésirable.",
        "La próxima vez los mando a spam.",
        "Al siguiente correo los meto en spam.",
        "Terza mail in due settimane. Alla prossima vi segno come spam.",
        "Alla prossima vi metto nello spam.",
        "De volgende keer zet ik jullie in de spam.",
        "Na próxima vez coloco vocês no spam.",
        "Mais um e-mail e vou mandar vocês para o spam.",
    ],
)
def test_a_threat_to_put_us_in_the_spam_folder_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # negated
        "I won't put you in spam, I just want fewer mails.",
        "Ich schiebe Sie nicht in den Spam, keine Sorge.",
        "Je ne vous mets pas en spam, rassurez-vous.",
        "No los mando a spam, tranquilos.",
        "Non vi metto nello spam, ma scrivete meno.",
        "Ik zet jullie niet in de spam.",
        "Não coloco vocês no spam, fiquem tranquilos.",
        # a condition
        "Se vi metto nello spam per errore, scrivetemi.",
        # our mail found in the spam folder
        "Your last mail was in my spam folder, please resend.",
        "Check your spam folder, I sent the form yesterday.",
        "Il vostro messaggio era finito nello spam.",
    ],
)
def test_spam_said_otherwise_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"
