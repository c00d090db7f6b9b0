"""Look-alikes found by an adversarial review of the removal rules added with heldout_o to heldout_r, each
read as a removal (or a missed one) by a first version of those rules. Every sentence here is written
for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # a connector inside what is negated, or "please"/"then"/"also" alone, restarts nothing
        "Non c'è quindi bisogno di cancellarmi dalla lista.",
        "Non serve quindi togliermi dalla lista.",
        "Não precisa então me descadastrar, só estou de férias.",
        "No es necesario entonces darme de baja, solo reenvío a mi compañero.",
        "Please don't also unsubscribe me from the newsletter, I only wanted the webinar invites gone.",
        "I'm not asking you to please remove me, I'm asking for the price list.",
        "We don't need you to therefore take us off the list, just send less often.",
        # "delete it" about something else named on the way, or to make room for a new one
        "How did you get my email? Anyway, the attachment is corrupt. Please delete it and resend the PDF.",
        "¿De dónde sacaron mi correo? Da igual. El archivo tenía un error: bórrenlo y envíen otro.",
        "Onde conseguiram o meu e-mail? Tudo bem. Apague a proposta antiga e mande a nova, por favor.",
        "Where did you get my email? From the webinar? Then drop it in the shared folder, I'll look.",
        # "enough" after thanks for the mail, or with the reply going on
        "Thanks for the two emails this week with the samples. That's enough! We'll test them Monday.",
        "Merci pour vos deux mails cette semaine. C'est assez. Nous revenons vers vous lundi.",
        "You sent two messages this week, the second had the price list. Enough. I'll review with finance.",
        # off the CC, not off a list
        "Skinite me s CC-a, pošaljite direktno Ani ponudu.",
        "Maknite me iz kopije, kolega Ivan preuzima.",
    ],
)
def test_no_removal(text: str) -> None:
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # mail named beside the document is a removal after all
        "Não quero mais receber catálogos nem e-mails de vocês.",
        "Je ne souhaite plus recevoir de catalogues ni d'e-mails de votre part.",
        "Nous ne souhaitons plus recevoir de prospectus par mail.",
        "Não quero mais receber folhetos por e-mail.",
        "Je ne veux plus recevoir de fax ni de mails publicitaires.",
        # the removals these look-alikes sit beside stay
        "Sam, This is the third email from you in eight days. Enough.",
        "Vier Mails in zwei Wochen. Es reicht!",
        "How did you get my address? I never signed up for anything. Delete it, please.",
        "you don't listen so please unsubscribe me",
        "Skinite me s popisa.",
    ],
)
def test_removal(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"
