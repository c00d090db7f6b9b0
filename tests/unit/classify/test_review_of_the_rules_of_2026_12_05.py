"""A review of the rules added on 2026-12-05: the new errors they made (false removals, lost readings),
each pinned with look-alikes that keep their reading (docs/inbound-rounds.md, "A review of the rules of
2026-12-05")."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail

REMOVAL = "unsubscribe"


def _read(body: str, subject: str = "Re: Quick question") -> str:
    found = classify(mail(body, subject=subject))
    return REMOVAL if found.kind == "unsubscribe_request" else str(found.intent)


# New false removals, now read as they were before 2026-12-05 (or better), and the removals beside them.
@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # a pause or a time limit on our follow-ups is no stop for good; reminders of a booked event neither
        ("Can you pause the follow-ups until after our board meeting in May?", "not_now"),
        ("Pause the sequence for now, we'll revisit in Q3.", "not_now"),
        ("Hören Sie bitte mit den Erinnerungen an das Webinar auf, ich bin schon angemeldet.", "other"),
        ("Stoppen Sie bitte die Erinnerungen für den Termin, ich komme sicher.", "interested"),
        ("Smettete con i promemoria per il webinar, sono già iscritto.", "other"),
        ("Parem com os lembretes do webinar, já estou inscrito.", "other"),
        ("Cancel the follow-ups, the call on Tuesday is confirmed anyway.", "other"),
        ("Stop these automated follow-ups.", REMOVAL),
        ("Merci d'arrêter vos relances automatiques.", REMOVAL),
        ("Stop met die opvolgmails.", REMOVAL),
        ("Stop the follow-ups. We are not interested.", REMOVAL),
        ("Stop the follow-ups. I already confirmed I am not interested.", REMOVAL),
        ("Stop these follow-ups, I already signed up with your competitor.", REMOVAL),
        # the removal link asked about in the sender's own product
        ("Waar zit de afmeldknop in jullie nieuwsbriefeditor? We willen dat testen.", "other"),
        (
            "¿Dónde está el enlace de baja en su plantilla de newsletter? Lo necesitamos para nuestros "
            "clientes.",
            "other",
        ),
        ("Waar is de afmeldlink?", REMOVAL),
        ("Wo ist Ihr Abmeldelink?", REMOVAL),
        ("Ihr Abmeldelink funktioniert nicht. Bitte tragen Sie mich aus.", REMOVAL),
        # "forget my address" with its replacement named is an address change
        ("Forget my address, I'm moving offices. Send the samples to the new one next week.", "other"),
        ("Forget my number, call the office line instead.", "other"),
        ("Forget my address, use john@corp.example instead.", "wrong_person"),
        ("Oubliez mon adresse e-mail perso, utilisez plutôt celle du bureau.", "other"),
        ("Olvida mi correo personal, usa el del trabajo.", "other"),
        ("Dimentica il mio numero, chiamami sul fisso.", "interested"),
        ("Esqueça meu e-mail pessoal, use o do trabalho.", "other"),
        ("Vergeet mijn adres, gebruik het nieuwe: jan@firma.example", "other"),
        ("Vergessen Sie meine Adresse, nehmen Sie ab jetzt die neue.", "other"),
        ("Lose my number and my email address.", REMOVAL),
        ("Vergessen Sie meine Adresse.", REMOVAL),
        ("Oubliez mon adresse, merci.", REMOVAL),
        # no more hearing from us, until a time: a later
        ("I would rather not hear from you again until Q3.", "not_now"),
        ("I'd prefer not to hear from you again until after the summer.", "not_now"),
        ("Prefiero no volver a saber de ustedes hasta marzo.", "not_now"),
        ("Preferirei non essere più contattato fino a settembre.", "not_now"),
        ("Neem geen contact meer op tot na de zomer.", "not_now"),
        ("Ich möchte bis März nichts mehr von Ihnen hören.", "other"),
        ("Please don't reach out again before January.", "not_now"),  # read by intent_rules.leaning
        ("Prefiro não ser contactado até março.", "other"),
        (
            "I don't need to hear from you again about pricing, I have it. When can we start?",
            "not_interested",
        ),
        ("I'd prefer not to hear from you again.", REMOVAL),
        ("Ich möchte nichts mehr von Ihnen hören.", REMOVAL),
        ("Neem geen contact meer op.", REMOVAL),
        ("Please don't reach out again.", REMOVAL),
        # ... and in the languages the rules do not read
        ("Nu-mi mai scrieți până în martie.", "other"),
        ("Skriv inte till mig igen förrän i mars.", "other"),
        ("Hör inte av er igen före sommaren.", "other"),
        ("Lad være med at kontakte mig før i januar.", "other"),
        ("Vă rog să nu-mi mai scrieți.", REMOVAL),
        ("Skriv inte till mig igen.", REMOVAL),
        ("Lad være med at kontakte mig.", REMOVAL),
        # others unsubscribed, a beta left: no ignored removal
        (
            "Wir haben alle inaktiven Kontakte abgemeldet und bekommen trotzdem Beschwerden. Kann Ihr Tool "
            "helfen?",
            "other",
        ),
        (
            "We opted out of the beta and still get the release notes, which is fine. Send me the pricing.",
            "interested",
        ),
        ("Ich habe mich vor zwei Wochen abgemeldet und bekomme trotzdem Mails.", REMOVAL),
        ("I unsubscribed ten days ago and still get your mails.", REMOVAL),
        ("I still get your emails although I unsubscribed.", REMOVAL),
    ],
)
def test_new_false_removals_and_their_look_alikes(body: str, expected: str) -> None:
    assert _read(body) == expected


# Removals lost on 2026-12-05, read again, and the look-alikes that stay no removal.
@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # off the copy and off the list: both asked
        ("Haal me uit de CC en van jullie mailinglijst.", REMOVAL),
        ("Remove me from the CC and from your list.", REMOVAL),
        ("Take me off the CC please, Maria handles this now.", "wrong_person"),
        # a condition our mail meets, a reflexive "se", "neste caso", "net als": no condition
        ("If this is a sales email, I'll unsubscribe.", REMOVAL),
        ("If this is more marketing, I'm going to unsubscribe.", REMOVAL),
        ("Meu colega se aposentou, então vou me descadastrar da lista.", REMOVAL),
        ("Neste caso, vou me descadastrar.", REMOVAL),
        ("Net als de vorige keer: ik ga me afmelden.", REMOVAL),
        ("If you keep sending these I'll unsubscribe.", REMOVAL),
        (
            "If it's not relevant I'll unsubscribe, no hard feelings. Send me the one-pager first.",
            "not_interested",
        ),
        ("Send me the pricing, otherwise I'll opt out.", "interested"),
        ("Sinon je me désinscris, merci de m'envoyer la grille tarifaire.", "interested"),
        # the mechanism asked for, not talked about
        ("One-click unsubscribe please.", REMOVAL),
        ("Does your platform support one-click unsubscribe?", "other"),
    ],
)
def test_lost_removals_and_their_look_alikes(body: str, expected: str) -> None:
    assert _read(body) == expected


# Other readings lost on 2026-12-05.
@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("I was asked to look at this in Q3.", "not_now"),
        ("Il progetto è stato rinviato a marzo.", "not_now"),
        ("Ik ontvang graag meer informatie.", "interested"),
        ("Ik lees graag meer over jullie oplossing.", "interested"),
        ("Una mail ogni tanto la leggo volentieri, ma non ci serve niente.", "not_interested"),  # leaning
        ("Best to go through our procurement portal, I don't buy software.", "wrong_person"),
        ("Avant de signer avec un autre prestataire, j'aimerais voir votre démo.", "interested"),
        ("Antes de firmar con otro proveedor, quería ver su demo.", "interested"),
        ("Nous venons de signer avec un autre éditeur.", "not_interested"),
        ("A marzo organizziamo un convegno, Acme sponsorizza eventi di questo tipo?", "other"),
    ],
)
def test_lost_readings(body: str, expected: str) -> None:
    assert _read(body) == expected
