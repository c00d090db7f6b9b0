"""A stop demanded in the formal register of letters is a removal in every rule language ("Kindly desist from
any further correspondence", "si chiede la cancellazione del nostro indirizzo dalle Vostre liste",
`removal_formal.FORMAL_STOP`); the sender's own business ceasing, a stop not asked of us, a negated demand and
a wish about something else are none (heldout_aw).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Kindly desist from any further correspondence.",
        "Dear Sir, kindly desist.",
        "We therefore require that you cease sending communications to this firm with immediate effect.",
        "We must insist that you refrain from contacting our partners.",
        "Please discontinue all further mailings to this office.",
        "I have no wish to receive these emails.",
        "We have no desire to be contacted by your firm.",
        "Wir ersuchen Sie, die Zusendung weiterer E-Mails einzustellen.",
        "Sehen Sie bitte künftig von weiteren Zuschriften ab.",
        "Nous vous prions de cesser tout envoi.",
        "Je vous saurais gré de bien vouloir cesser vos envois.",
        "Le rogamos que cese el envío de correos.",
        "Les rogamos se abstengan de enviarnos más correos.",
        "Con la presente si chiede la cancellazione del nostro indirizzo dalle Vostre liste di invio.",
        "Chiediamo l'interruzione di ogni ulteriore comunicazione commerciale.",
        "Vi preghiamo di cessare l'invio di comunicazioni commerciali.",
        "Wij verzoeken u het toezenden van e-mails te staken.",
        "Wij verzoeken u zich te onthouden van verdere correspondentie.",
        "Solicitamos que cessem o envio de comunicações.",
    ],
)
def test_a_formal_stop_demand_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "We will cease trading at the end of March.",
        "We do not require that you cease sending updates.",
        "I have no wish to change supplier.",
        "Could you discontinue the old plan and move us to the new one?",
        "Nous allons cesser tout envoi de notre newsletter.",
        "Nous ne vous demandons pas de cesser tout envoi.",
        "Wir werden den Versand unseres Newsletters einstellen.",
        "La cessazione dell'attività è prevista per marzo.",
        "Ho chiesto la cancellazione dalla lista di Mario, ma la vostra offerta mi interessa.",
    ],
)
def test_a_stop_of_something_else_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Merci de suspendre vos envois jusqu'au 20 janvier, recontactez-moi après.",
        "Je vous prie d'interrompre vos envois jusqu'à la fin du mois, le sujet m'intéresse.",
    ],
)
def test_a_pause_until_a_date_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


# The removal as a noun out of a list of people (speakers, attendees, guests, a waiting list) is a
# withdrawal from an event or a queue, no removal, in Portuguese, Spanish and Dutch (`people_lists`; the
# tenth review of 2026-12-07)
@pytest.mark.parametrize(
    "text",
    [
        "Solicito a exclusão do meu e-mail da lista de oradores do congresso.",
        "Peço a remoção do meu e-mail da lista de convidados do evento.",
        "Solicito a exclusão do meu e-mail da lista de espera.",
        "Wij verzoeken om verwijdering van ons adres uit de deelnemerslijst van het congres.",
        "Ik verzoek om verwijdering van mijn adres uit de wachtlijst.",
        "Ik verzoek om verwijdering van mijn adres uit de lijst van sprekers.",
    ],
)
def test_the_removal_noun_out_of_a_list_of_people_is_none(text):
    assert reading(text) != "unsubscribe"


# ... while our list, its contacts or its mailing named stays one
@pytest.mark.parametrize(
    "text",
    [
        "Solicito a exclusão do meu e-mail da sua lista de contatos.",
        "Solicito a exclusão deste endereço da vossa lista.",
        "Solicito la baja de esta dirección de su lista de contactos.",
        "Ik verzoek u vriendelijk om verwijdering van dit e-mailadres uit uw mailinglijst.",
    ],
)
def test_the_removal_noun_out_of_our_list_stays_one(text):
    assert reading(text) == "unsubscribe"


# a stop of mail addressed to a third person (a colleague who left, a title and a name) is no removal of the
# writer but what the colleague-gone rules read, in every rule language (`others.mail_to_other`; the
# twenty-second review of 2026-12-07: "refrain from further mailings to my colleague", "absehen ... an Frau
# Meier")
@pytest.mark.parametrize(
    "text",
    [
        "Please refrain from further mailings to my colleague, she left in June.",
        "Bitte sehen Sie von weiteren Zusendungen an Frau Meier ab, sie ist nicht mehr bei uns.",
        "Please cease sending emails to Mr. Jones, he retired last year.",
        "Please stop sending emails to my colleague, she left in June.",
        "Merci de cesser tout envoi à Mme Dupont, elle a quitté la société.",
        "Les rogamos que cesen el envío de correos a mi compañera, ya no trabaja aquí.",
        "Parem de enviar e-mails para a minha colega, ela saiu da empresa.",
    ],
)
def test_a_stop_of_mail_to_a_third_person_is_no_removal_of_the_writer(text):
    assert reading(text) == "wrong_person"


# ... while the stop alone, or the writer named beside the third person, stays a removal
@pytest.mark.parametrize(
    "text",
    [
        "Please refrain from further mailings.",
        "Bitte sehen Sie von weiteren Zusendungen ab.",
        "Please refrain from further mailings to me and my colleague.",
        "Please refrain from further mailings to my colleague and me.",
        "Bitte sehen Sie von weiteren Zusendungen an mich und Frau Meier ab.",
    ],
)
def test_the_stop_alone_or_with_the_writer_beside_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
