"""Removal requests put politely, formally or informally (heldout_n, `removal_polite.py`): a wish that the
messages stop put passively or as a favour ("I would be grateful if these messages could be stopped from
now on"), the formal "we do not wish to receive any further correspondence" and "delete the same from your
mailing records", and the informal imperative ("me tira da lista de vocês, tá?"). Precision first: the
look-alikes are never an unsubscribe.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # a wish that the messages stop, put politely
        "I am sorry to trouble you, but I would be grateful if these messages could be stopped from now on.",
        "I'd appreciate it if these emails stopped.",
        "Would you mind stopping these emails? Thank you.",
        "Would you mind not sending me these any more?",
        "Ich wäre Ihnen dankbar, wenn diese Nachrichten künftig eingestellt werden könnten.",
        "Würden Sie diese Mails bitte einstellen?",
        "Je vous serais reconnaissante de bien vouloir cesser ces envois.",
        "Si ces messages pouvaient cesser, je vous en serais reconnaissant.",
        "Pourriez-vous arrêter vos relances ?",
        "Le agradecería que dejaran de enviarme estos correos.",
        "Agradecería que estos correos dejaran de llegar.",
        "¿Le importaría dejar de escribirme?",
        "Le sarei grato se questi messaggi potessero essere interrotti d'ora in poi.",
        "Le dispiacerebbe smettere di scrivermi?",
        "Ik zou het op prijs stellen als deze berichten zouden stoppen.",
        "Zou u willen stoppen met het sturen van deze mails?",
        "Agradeceria se estas mensagens pudessem ser interrompidas.",
        "Você se importaria de parar de me mandar mensagens?",
        # the formal wish for no further correspondence
        "Kindly note that we do not wish to receive any further correspondence of this nature at this ID.",
        "Request you to delete the same from your mailing records and do the needful.",
        "Please remove this email id from your mailing list.",
        "Wir wünschen keine weitere Korrespondenz dieser Art.",
        "Nous ne souhaitons plus recevoir de correspondance de ce type.",
        "No deseamos recibir más correspondencia de este tipo.",
        "Non desideriamo ricevere ulteriore corrispondenza.",
        "Wij wensen geen verdere correspondentie te ontvangen.",
        "Não desejamos receber mais correspondência deste tipo.",
        # the informal imperative
        "Então por favor me tira da lista de vocês, tá? 🙏",
        "me tirem da lista, por favor",
        "tira meu e-mail da lista de vocês",
        "Remove meu email, obrigada!",
        "Nimm mich bitte von der Liste.",
        "Enlève-moi de ta liste stp.",
    ],
)
def test_polite_formal_and_informal_removals_are_unsubscribes(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I'd appreciate it if the emails stopped bouncing, our finance team never gets them.",
        "Would you mind stopping by our booth on Tuesday?",
        "I would be grateful if the messages could be forwarded to my colleague.",
        "I'd appreciate it if you could send me the pricing.",
        "Please delete the old file from your records.",
        "Ich wäre dankbar, wenn Sie mir weitere Unterlagen schicken.",
        "Je vous serais reconnaissant de m'envoyer la brochure.",
        "Le agradecería que me enviaran el precio.",
        "Agradeceria se os e-mails parassem de cair no spam.",
        "Tira a dúvida pra mim: quanto custa?",
        "Nimm mich mit zur Messe.",
        "Zou u willen stoppen met bellen en liever mailen?",
    ],
)
def test_look_alikes_of_polite_removals_are_no_unsubscribe(text):
    assert rule_intent(text) != "unsubscribe"
