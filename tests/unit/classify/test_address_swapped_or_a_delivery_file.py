"""The sender's address taken off a file of deliveries or invoices, or swapped for another address, is no
removal from our mail (`removal_address_swapped`, `removal_guards.other_things.address_swapped`; the review of
2026-12-07, part 3); "votre fichier" alone, a customer file alone, or a list of ours stay a removal, and
so does a letter, the phone or a colleague asked for instead, or a billing word outside the list's name (the
fifth review of 2026-12-07).

Every sentence here is written for these tests, or the review's."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Veuillez retirer mon adresse de votre fichier clients de livraison et mettre celle de notre nouvel "
        "entrepôt.",
        # written for these tests
        "Veuillez retirer mon adresse de votre fichier de facturation et mettre celle de notre comptable.",
        "Retirez mon adresse de votre fichier et mettez celle de ma collègue.",
        "Please remove my address from your customer delivery file and add our new warehouse instead.",
        "Bitte entfernen Sie meine Adresse aus Ihrer Lieferkartei und tragen Sie die unseres neuen Lagers "
        "ein.",
        "Por favor, quiten mi dirección de su fichero de clientes de envío y pongan la de nuestro nuevo "
        "almacén.",
        "Togliete il mio indirizzo dall'elenco spedizioni e mettete quello nuovo.",
        "Haal mijn adres uit jullie leveringsbestand en zet het nieuwe erin.",
        "Retirem o meu endereço do cadastro de entregas e coloquem o novo.",
        # the fifth review of 2026-12-07's look-alikes: another address named in its place, or the file's
        # own kind
        "Please remove my email address from your list and use my private address instead.",
        "Retirez mon adresse de votre liste et mettez plutôt celle de mon collègue.",
        "Remove my address from your list and add my new colleague's address instead.",
        "Please remove my address from your billing file.",
        "Entfernen Sie meine Adresse aus Ihrem Verteiler und nehmen Sie stattdessen meine neue"
        " E-Mail-Adresse.",
        "Quiten mi dirección de su lista y usen en su lugar mi nuevo correo.",
        # the fifth review of 2026-12-07, part 2: the noun left out, its kind named ("la personal", "my
        # personal one"), its kind or age before the noun ("my work address", "meine alte Adresse"), and
        # "from now on" as "instead"
        "Quiten mi dirección del trabajo de su lista y usen la personal en su lugar.",
        "Retirez mon adresse pro de votre liste et utilisez plutôt la perso.",
        "Tolga il mio indirizzo aziendale dalla lista e usi invece quello personale.",
        "Please take my work address off your list and use my personal one instead.",
        "Take my work email off your list; write to me at my Gmail from now on.",
        "Bitte löschen Sie meine alte Adresse aus Ihrem Verteiler und nutzen Sie ab sofort m.meier@firma.de.",
        # written for these tests
        "Bitte nehmen Sie meine Firmenadresse aus dem Verteiler und nutzen Sie stattdessen die private.",
        "Haal mijn werkadres van jullie lijst en gebruik voortaan mijn privé.",
        "Retirem o meu endereço do trabalho da vossa lista e usem o pessoal em vez disso.",
    ],
)
def test_an_address_swapped_or_off_a_delivery_file_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Retirez mon adresse de votre fichier clients, svp.",
        "Retirez mon adresse de votre fichier, svp.",
        "Retirez mon adresse de votre fichier et ne m'envoyez plus rien.",
        "Merci de retirer mon adresse de vos listes, je ne veux plus de vos newsletters.",
        "Please remove my address from your mailing list and stop writing.",
        "Please remove my email address from your list, I have a new job and no use for it.",
        "Remove my address from your list and add me to nothing new.",
        "Bitte entfernen Sie meine E-Mail-Adresse aus Ihrem Verteiler.",
        "Quiten mi dirección de su lista de correo, por favor.",
        # "envíos", "Versand", "spedizione": mailings too
        "Quiten mi dirección de su lista de envíos, por favor.",
        "Bom dia, solicito que retire o meu endereço da vossa lista de envios.",
        "Bitte entfernen Sie meine Adresse aus Ihrem Newsletter-Versand.",
        "Togliete il mio indirizzo dalla vostra lista di spedizione della newsletter.",
        # the fifth review of 2026-12-07: a letter, the phone or a colleague instead is no other address, and
        # a billing word in a clause of its own names no file
        "Please remove my email address from your list, send me a letter instead if it's important.",
        "Take my email address off your newsletter and use the phone instead if you need me.",
        "Retirez mon adresse e-mail de vos envois, et mettez plutôt mon collègue en copie des factures.",
        "Remove my email address from your list and add my new colleague, she's the one who wants it.",
        "Remove my address from your mailing list as I now only handle invoicing.",
        # written for these tests
        "Bitte entfernen Sie meine E-Mail-Adresse aus Ihrem Verteiler und rufen Sie mich stattdessen an.",
        "Quiten mi dirección de su lista y llámenme por teléfono en su lugar.",
        "Togliete il mio indirizzo dalla vostra lista e mandatemi invece una lettera.",
        "Haal mijn e-mailadres uit jullie lijst en bel me in plaats daarvan.",
        "Retirem o meu endereço da vossa lista e liguem-me em vez disso.",
        "Entfernen Sie meine Adresse aus Ihrem Verteiler, da ich nur noch die Rechnungen bearbeite.",
        "Quiten mi dirección de su lista de correo porque ahora solo llevo la facturación.",
        "Retirez mon adresse de votre liste, car je ne gère plus que la facturation.",
        "Remove my address from your list and add my new assistant, he wants it.",
        "Quiten mi dirección de su lista y añadan a mi nueva compañera, ella sí lo quiere.",
        "Haal mijn adres uit jullie lijst en voeg mijn nieuwe collega toe.",
        # ... and a private phone or a personal assistant instead is no address of another kind (the fifth
        # review of 2026-12-07, part 2, written for these tests)
        "Please take my work address off your list and use my private phone instead.",
        "Quiten mi dirección de su lista y usen mi móvil personal en su lugar.",
        "Retirez mon adresse de votre liste et appelez plutôt mon portable perso.",
        "Tolga il mio indirizzo dalla lista e usi invece il telefono personale.",
        "Take my work email off your list; call my personal assistant instead.",
        "Please remove my personal email from your list and stop writing.",
        "Take my email off your list from now on.",
        "Remove my address from your list; from now on use the phone.",
    ],
)
def test_the_address_off_our_list_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sixth review of 2026-12-07: one address removed, one of another kind kept, used or written to,
        # with no "instead"
        "Please remove my private email from your database and keep the work one.",
        "Please delete my private address from your list and use the office one.",
        "Remove my private email from your list, please write to my work address.",
        "Verwijder mijn persoonlijke e-mailadres uit jullie lijst, mijn werkadres mag blijven.",
        "Verwijder mijn privé e-mailadres uit jullie lijst, gebruik mijn zakelijke.",
        "Bitte löschen Sie meine private Adresse aus Ihrem Verteiler, die dienstliche bleibt drin.",
        "Bitte löschen Sie meine private Adresse aus Ihrem Verteiler und schreiben Sie an die dienstliche.",
        # written for these tests: either kind kept, in every rule language
        "Please remove my work email from your list and keep the personal one.",
        "Entfernen Sie meine private Adresse aus Ihrer Liste und behalten Sie die geschäftliche.",
        "Verwijder mijn werkadres uit jullie bestand en houd mijn privé-adres.",
        "Retirez mon adresse perso de votre liste et gardez celle du travail.",
        "Quiten mi correo personal de su lista y usen el del trabajo.",
        "Rimuovete il mio indirizzo personale dalla vostra lista e usate quello di lavoro.",
        "Remova o meu e-mail pessoal da vossa lista e usem o do trabalho.",
    ],
)
def test_one_address_removed_and_another_kind_kept_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # written for these tests: the other kind removed too or not to be written to, the office as a place,
        # "personal" of no address, or nothing kept
        "Remove my private email from your list and don't write to my work address either.",
        "Remove my private email from your list, and my work one too.",
        "Remove my private email from your list and keep the work one out of it as well.",
        "Bitte löschen Sie meine private Adresse aus Ihrem Verteiler, die dienstliche bitte auch.",
        "Verwijder mijn privé e-mailadres uit jullie lijst, mijn werkadres mag ook niet blijven.",
        "Please remove my email from your list and keep the leaflets coming to the office.",
        "Remove my private email from your list, I'll use my personal judgement on the rest.",
        "Verwijder mijn zakelijke e-mailadres uit jullie lijst.",
        "Remove my work email from your list.",
    ],
)
def test_the_other_kind_not_kept_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# Our mail sent on to a colleague or an address instead of the sender, after the removal in its sentence, is
# a re-route: the wrong person, in every rule language (`RECIPIENT_SWAPPED` on `removal_ours.SENT_ON_TO`,
# `sent_on_to.SENT_ON_INSTEAD`; the tenth review of 2026-12-07)
@pytest.mark.parametrize(
    "text",
    [
        "Please stop emailing me and switch them to my colleague Anna, she handles purchasing.",
        "Please remove this address and send it to my colleague at m.braun@example.de instead.",
        "Please unsubscribe me and send these to my colleague Jan instead.",
        "Bitte nehmen Sie mich aus dem Verteiler und schicken Sie die Mails stattdessen an meine Kollegin.",
        "Merci de me désinscrire et envoyez-les plutôt à mon collègue Paul.",
        "Por favor, denme de baja y envíenlos mejor a mi compañera Lucía.",
        "Cancellatemi dalla lista e inviatele invece al mio collega Marco.",
        "Haal mij van de lijst en stuur ze voortaan naar mijn collega Pieter.",
        "Por favor, retirem-me da lista e enviem-nas antes para a minha colega Ana.",
        "Please send these to my colleague Anna instead.",
    ],
)
def test_our_mail_sent_on_to_a_colleague_instead_is_the_wrong_person(text):
    assert reading(text) == "wrong_person"


# ... while a threat, a bin, anyone unnamed or a confirmation to the sender leaves the removal, and a
# proposal sent on too is no wrong person
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Please unsubscribe me, or I'll forward them to the data protection authority.", "unsubscribe"),
        ("Please unsubscribe me and send them to spam yourself.", "unsubscribe"),
        ("Please unsubscribe me and forward these to whoever handles marketing.", "unsubscribe"),
        ("Please remove me from your list and send me a confirmation.", "unsubscribe"),
        ("Please take me off your list and add my new colleague instead.", "unsubscribe"),
        ("Could you send the proposal to my colleague Anna too?", "interested"),
    ],
)
def test_a_removal_with_no_colleague_sent_to_stays_as_it_reads(text, expected):
    assert reading(text) == expected


# A re-route negated after the removal is more removal, never a swap, in every rule language; a thing sent
# on that is not our mail (a confirmation of the removal, a receipt) is part of the removal (the eleventh
# review of 2026-12-07: `removal_ours.SENT_ON_TO` reads our mail, asked of the reader, never negated)
@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Please stop emailing me, and don't send these to my colleague either.",
        "Remove me from your list and do not forward it to my team.",
        "Please stop emailing me and never forward them to my team.",
        "Remove me from your list, and please don't redirect them to my colleague Anna either.",
        "Please unsubscribe me and send the confirmation to my assistant at pa@acme.com.",
        "Take me off your mailing list and send the removal confirmation to our legal team.",
        "Unsubscribe me and send the confirmation to privacy@acme.com.",
        "Bitte nehmen Sie mich aus dem Verteiler und schicken Sie die Bestätigung an meine Assistentin.",
        "Haltet mich bitte raus und schickt die Mails auch nicht an mein Team.",
        "Merci d'arrêter vos envois, et ne les envoyez pas à mon équipe non plus.",
        # ours
        "Unsubscribe me, and do not send them to my assistant either.",
        "Bitte tragen Sie mich aus und leiten Sie die Mails nicht an meine Kollegin weiter.",
        "Cancellatemi dalla lista e non inviatele al mio collega.",
        "Haal mij van de lijst en stuur ze ook niet naar mijn collega.",
        "Please remove me and forward the deletion receipt to our DPO at dpo@acme.com.",
        "Désinscrivez-moi et envoyez la confirmation à mon assistante.",
    ],
)
def test_a_negated_re_route_or_a_confirmation_sent_on_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# ... while our mail itself sent on instead, or from now on, or written to a colleague instead, is the wrong
# person (the eleventh review of 2026-12-07: "künftig", "voortaan", "à l'avenir"; "email my colleague Tom
# instead")
@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Please email my colleague Tom instead, he handles vendors.",
        "Bitte leiten Sie diese künftig an meine Kollegin weiter, ich bin raus.",
        # ours
        "Please remove me and send the newsletter to my colleague Anna instead.",
        "Please unsubscribe me and send your emails to my colleague Jan instead.",
        "Leiten Sie die Mails bitte ab sofort an meinen Kollegen weiter.",
        "Stuur ze vanaf nu naar mijn collega Pieter.",
        "Inviatele d'ora in poi al mio collega Paolo.",
        "Envoyez-les à l'avenir à mon collègue Marc.",
        "Envíenlos de ahora en adelante a mi compañera Laura.",
        "Enviem-nas de agora em diante para a minha colega Ana.",
        "Could you send these to my colleague Jan instead?",
        "Please write to my colleague Anna instead.",
    ],
)
def test_our_mail_sent_on_from_now_on_or_written_to_a_colleague_is_the_wrong_person(text):
    assert reading(text) == "wrong_person"


# ... and a meeting's or a deal's papers sent to a colleague instead keep the interest, and the sender's own
# passing on is no request to us (the eleventh review of 2026-12-07)
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the review's
        (
            "Sounds good, let's talk. Send the calendar invite to my assistant instead, she manages my "
            "diary.",
            "interested",
        ),
        (
            "Yes, book a demo for next week — please send the invite to my assistant at pa@acme.com "
            "instead of me.",
            "interested",
        ),
        ("Let's do it. Forward the contract to my manager instead, she has signing authority.", "interested"),
        ("I'll send it to my colleague instead, she might find it useful.", "other"),
        # ours
        ("Please send the invite to my assistant, she manages my diary.", "interested"),
        ("We'll forward them to our team instead.", "other"),
        ("I might send these to my manager instead.", "other"),
        ("Ik stuur ze naar mijn collega door.", "other"),
        ("The email my colleague got instead was odd.", "other"),
        (
            "Thanks! I'll forward it to my team and we'll get back to you with questions about pricing.",
            "interested",
        ),
    ],
)
def test_other_things_or_the_senders_own_act_sent_on_are_no_wrong_person(text, expected):
    assert reading(text) == expected


# Any thing the reader would send, sent on to a colleague instead, is the wrong person in every rule language,
# not only our mail (the twelfth review of 2026-12-07: `sent_on_to.THING_SENT_ON_INSTEAD`,
# `removal_ours.SENT_ON_ANY_TO`); the removal reading keeps our mail alone (`SENT_ON_TO`, above)
@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Send the proposal to my colleague Tom instead, he decides.",
        "Please forward the pricing to my boss Karen instead.",
        "Send the quote to my colleague Anna instead, she signs off on purchases.",
        # ours
        "Great, send the deck to my colleague instead, he's the buyer.",
        "Schicken Sie das Angebot stattdessen an meinen Kollegen Tom, er entscheidet.",
        "Envoyez plutôt la proposition à mon collègue Marc, c'est lui qui décide.",
        "Envíen la propuesta mejor a mi compañera Ana, ella decide.",
        "Inviate il preventivo invece al mio collega Marco, decide lui.",
        "Stuur de offerte liever naar mijn collega Jan, hij beslist.",
        "Enviem a proposta antes para o meu colega João, ele decide.",
        # a person named with a title (the eleventh review's, old)
        "Leiten Sie diese künftig an Frau Meyer weiter.",
        "Send it to Mr Lee instead, he handles purchasing.",
    ],
)
def test_any_thing_sent_on_to_a_colleague_instead_is_the_wrong_person(text):
    assert reading(text) == "wrong_person"


# ... while a meeting's logistics sent on, the sender's own interest said first, a thing sent on too, or the
# sender's own passing on keep their readings
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Send the calendar invite to my assistant instead.", "interested"),
        ("Schicken Sie die Einladung stattdessen an meine Assistentin.", "interested"),
        ("Envoyez plutôt la convocation à mon assistante.", "interested"),
        ("Let's do it. Forward the contract to my manager instead, she has signing authority.", "interested"),
        ("Send the proposal to my colleague too.", "interested"),
        ("I'll send the proposal to my colleague Tom instead.", "interested"),
        ("Schicken Sie mir das Angebot, ich gebe es an Frau Meyer weiter.", "interested"),
        ("Please unsubscribe me and send the confirmation to privacy@acme.com.", "unsubscribe"),
    ],
)
def test_a_meetings_logistics_or_a_wanted_deals_papers_sent_on_are_no_wrong_person(text, expected):
    assert reading(text) == expected


# The stop of mail to the sender's address with another address put in its place (the thirteenth review of
# 2026-12-07: the address named where the mail goes, `removal_address_swapped.ADDRESS_AFTER`, read by the
# opening "Stop" too) is no removal; the stop alone, or another address refused too, stays one
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the review's
        ("Stop sending to my Gmail, use my work address instead.", "other"),
        ("Dejen de escribir a mi correo personal, usen el del trabajo: ana@empresa.es", "other"),
        # ours
        ("Arrêtez d'écrire à mon adresse perso, utilisez plutôt celle du bureau.", "other"),
        ("Parem de escrever para o meu e-mail pessoal, usem o do trabalho.", "other"),
        ("Stop emailing my private address, write to me at my work address from now on.", "other"),
        ("Stop sending to my Gmail.", "unsubscribe"),
        ("Dejen de escribir a mi correo personal.", "unsubscribe"),
        ("Stop emailing my work address, and don't use my personal one either.", "unsubscribe"),
    ],
)
def test_the_stop_of_mail_to_an_address_swapped_for_another_is_no_removal(text, expected):
    assert reading(text) == expected
