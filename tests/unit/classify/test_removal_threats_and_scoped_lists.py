"""Removal requests in more everyday wordings (a threat to report the mail as spam, "no more marketing
mails", erasure of "all data you hold about me" without the law's name, "stop sending me" verbs), a
removal scoped to another mailing while the reply asks for more, and the other intents' families:
an invitation to a booth, "call me", "the timing is good", "this is nothing for us", "wrong person,
I'm in sales". Precision first: look-alikes are never an unsubscribe.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # a spam report announced, in every rule language
        "If one more lands in my inbox I'm reporting every single one as spam.",
        "Next time I'll mark you as spam.",
        "Noch eine Mail und ich melde Sie als Spam.",
        "Sonst markiere ich alles als Spam.",
        "Si vous continuez, je vais vous signaler comme spam.",
        "Si vuelve a llegar otro, lo denuncio como spam.",
        "Se arriva un'altra mail vi segnalo come spam.",
        "Nog één mail en ik ga jullie als spam melden.",
        "Se continuar, vou denunciar como spam.",
        # no more (marketing) mails
        "Bitte keine Werbemails mehr an diese Adresse.",
        "Keine weiteren E-Mails bitte.",
        "Keine Werbung!",
        "No more marketing emails, please.",
        # erasure of the data held about me, without the law's name
        "Löschen Sie bitte unverzüglich sämtliche Daten, die Sie über mich gespeichert haben.",
        "Please delete all the data you have stored about me.",
        "Supprimez toutes les données que vous détenez sur moi.",
        "Borren todos los datos que tienen sobre mí.",
        "Cancellate tutti i dati che avete su di me.",
        "Verwijder alle gegevens die u over mij heeft.",
        "Apaguem todos os dados que têm sobre mim.",
        # stop sending me
        "Parem de me mandar e-mail, por favor.",
        "Deixem de me enviar mensagens.",
        "Smettete di mandarmi queste mail.",
        "Stop met mij te mailen.",
        "Bel me niet meer.",
        "Melden Sie mich bitte ab.",
        # a scope that says "all", or no interest beside it: still a removal
        "Please unsubscribe me from all your emails. Can you send pricing though?",
        "Could you unsubscribe me from the webinar reminders?",
        "Unsubscribe me from the webinar reminders and everything else. Send pricing.",
        "I unsubscribed but I still get these.",
    ],
)
def test_removal_requests(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I almost marked it as spam, but this is interesting.",
        "I'm not reporting this as spam, I just want fewer of them.",
        "Your last email landed in my spam folder.",
        "Ich werde das nicht als Spam melden.",
        "Ich bekomme keine Mails mehr von Ihrem System, ist etwas kaputt?",
        "Ich habe keine Nachrichten von Ihnen erhalten.",
        "Welche Daten haben Sie über mich gespeichert?",
        "Löschen Sie bitte die alte Datei aus dem Anhang.",
        "Please remove the attachment, it was too large.",
        "Don't stop, this is great. Send me the deck.",
        "Stop by our booth at the fair.",
        "Não parem de me mandar novidades!",
        "We stoppen per 1 maart met ons huidige boekhoudpakket.",
        "I unsubscribed my colleague from your newsletter last week.",
    ],
)
def test_look_alikes_are_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Could you unsubscribe me from the webinar reminder emails? I'm getting three a day. The piece itself"
        " is exactly what we need though. Can you send pricing and a couple of times for a call?",
        "Bitte melden Sie mich vom Webinar-Newsletter ab? Ansonsten gerne einen Termin nächste Woche.",
        "Pouvez-vous me désinscrire de la newsletter des webinaires ? Par contre envoyez-moi votre grille"
        " tarifaire.",
    ],
)
def test_another_mailing_named_beside_interest_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        (
            "Kommen Sie doch auf der Messe an unserem Stand vorbei, dann sprechen wir über Preise.",
            "interested",
        ),
        ("Stop by our booth at the fair, we'd like to see it.", "interested"),
        ("Passez à notre stand au salon.", "interested"),
        ("Venite a trovarci allo stand, chiamatemi prima.", "interested"),
        ("Kom gerust langs volgende week.", "interested"),
        (
            "We stoppen per 1 maart met ons pakket, dus de timing is goed. Bel me volgende week maar.",
            "interested",
        ),
        ("Cambiamos de proveedor en marzo, llega en buen momento.", "interested"),
        ("Dank je, maar dit is niets voor ons.", "not_interested"),
        ("Danke, aber das ist nichts für uns.", "not_interested"),
        ("Merci, mais ce n'est pas pour nous.", "not_interested"),
        ("Grazie, ma non fa per noi.", "not_interested"),
        ("Obrigado, mas não é para nós.", "not_interested"),
        ("Verkeerde persoon, ik zit op sales. Probeer finance@dekoning.test", "wrong_person"),
        ("Persona sbagliata, prova amministrazione@rossi.test", "wrong_person"),
        ("Pessoa errada, tente compras@silva.test", "wrong_person"),
        ("Ich bin im Vertrieb, versuchen Sie es bei einkauf@firma2.test", "wrong_person"),
    ],
)
def test_other_intent_families(text, intent):
    assert rule_intent(text) == intent
