"""The wish no longer to be contacted at all, in the passive, the one who contacts named or not
(`removal_wish.NOT_CONTACTED`, heldout_ek): a removal in every rule language. A bare name as the one who
contacts is ours only when it is our company's ("by recruiters" is not us), and one channel in its place
("telefonisch", "by phone") is another way asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We no longer wish to be approached or phoned by your team.",
        "I no longer wish to be contacted.",
        "Wir wollen von Ihnen nicht länger angeschrieben werden.",
        "Nous ne voulons plus être démarchés par votre société.",
        "Ya no deseamos ser contactados por ustedes.",
        "Non vogliamo più essere contattati dal vostro ufficio.",
        "Wij wensen niet langer door uw bedrijf benaderd te worden.",
        "Ik wens niet langer door Ourco aangeschreven te worden.",
        "Não desejamos mais ser contatados pela vossa equipa.",
    ],
)
def test_a_wish_not_to_be_contacted_by_us_is_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I no longer wish to be contacted by recruiters, so I left LinkedIn. What does your tool cost?",
        "Wij wensen niet langer door recruiters benaderd te worden, dus: wat kost jullie tool?",
        "Ik wil niet meer telefonisch benaderd worden, mail is prima.",
        "I no longer wish to be contacted by phone, email is fine.",
        "Nous ne souhaitons plus être appelés au téléphone, un courriel suffit.",
    ],
)
def test_someone_else_or_one_channel_as_the_one_who_contacts_is_no_removal(text: str) -> None:
    assert reading(text) != "unsubscribe"


# mail named as the way no longer wanted is the removal itself, after the participle or (German, Dutch) before
# it; a channel other than mail alone is a preference (`removal_informal.NOT_BY_CHANNEL`, the one rule for it)
@pytest.mark.parametrize(
    "text",
    [
        "I no longer wish to be contacted by email.",
        "We do not want to be contacted by e-mail or phone any more.",
        "Ik wens niet langer per e-mail benaderd te worden.",
        "Wir möchten künftig nicht mehr per E-Mail kontaktiert werden.",
        "No queremos volver a ser contactados por email.",
    ],
)
def test_no_longer_contacted_by_mail_is_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I no longer wish to be contacted by phone, email is fine.",
        "Ik wens niet langer per telefoon gebeld te worden, mailen mag.",
    ],
)
def test_no_longer_contacted_by_another_channel_alone_is_no_removal(text: str) -> None:
    assert reading(text) != "unsubscribe"


# the one who contacts read whole (the twenty-first review of 2026-12-07): anyone at all, the kind of sender
# we are, an article or a demonstrative before our kind, anyone of ours, our company's name: us, a removal
@pytest.mark.parametrize(
    "text",
    [
        "I no longer wish to be contacted by this company.",
        "I no longer wish to be contacted by this organisation.",
        "I no longer wish to be contacted by anyone.",
        "I no longer wish to be contacted by sales reps.",
        "We do not wish to be contacted by anybody from your side again.",
        "We no longer want to be contacted by vendors we haven't worked with. Who are you again?",
        "I don't want to be contacted by salespeople anymore.",
        "We no longer want to be approached by sales people, but feel free to send the invoice details.",
        "I no longer wish to be contacted by any of you.",
        "I no longer wish to be contacted by Ourco or its partners.",
        "I don't want to be emailed by Ourco again.",
        "Ich möchte nicht mehr von Vertrieblern kontaktiert werden.",
        "Ich möchte von niemandem mehr angeschrieben werden.",
        "Wir wollen von keinem Anbieter mehr angeschrieben werden.",
        "Je ne veux plus être démarché par des commerciaux.",
        "Je ne veux plus être contacté par personne.",
        "No quiero ser contactado más por comerciales.",
        "Non vogliamo più essere contattati da fornitori.",
        "Non voglio essere contattato da nessuno.",
        "Ik wil niet meer door verkopers benaderd worden.",
        "Ik wil door niemand meer benaderd worden.",
        "Ik wil door geen enkele verkoper meer benaderd worden.",
        "Não queremos ser contatados pela equipa comercial.",
    ],
)
def test_anyone_or_our_kind_as_the_one_who_contacts_is_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


# ... someone clearly not us stays no removal: a recruiter, another firm or anyone of another firm by name,
# "other vendors" (the helper's reader is alice@ourco.com: "Acme" is another firm's name here)
@pytest.mark.parametrize(
    "text",
    [
        "We no longer want to be contacted by other vendors, we picked you. Send the contract.",
        "I no longer wish to be contacted by anyone from Schenker, we switched to you. Can we talk?",
        "Wir wollen von keinem Recruiter mehr angeschrieben werden, aber Ihr Tool interessiert uns.",
        "Ik wil door geen enkele recruiter meer benaderd worden.",
        "I don't want to be contacted by recruiters, but your product looks interesting. Send pricing?",
    ],
)
def test_someone_clearly_not_us_as_the_one_who_contacts_stays_no_removal(text: str) -> None:
    assert reading(text) != "unsubscribe"


# a plain wish not to be contacted bounded by a time after it is a later, in every rule language; "no longer"
# with no time stays a removal
@pytest.mark.parametrize(
    "text",
    [
        "Non voglio essere disturbato durante le ferie, riscrivetemi a settembre.",
        "Não quero ser incomodado agora, falamos em março.",
        "No quiero ser molestado hasta marzo.",
        "No queremos ser contactados este trimestre, escríbanos en julio.",
        "I don't want to be contacted until after Easter.",
        "I don't want to be contacted about this before Q3.",
        "Ik wil niet meer benaderd worden tot na de zomer.",
    ],
)
def test_a_wish_not_to_be_contacted_for_a_time_is_a_later(text: str) -> None:
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Non voglio essere contattato prima di settembre.",
        "Não quero ser contactado antes de janeiro.",
        "I don't want to be contacted before the budget is approved.",
    ],
)
def test_a_wish_not_to_be_contacted_before_a_time_is_no_removal(text: str) -> None:
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I no longer wish to be contacted, now or ever.",
        "Non voglio più essere contattato.",
        "Não quero mais ser contactado.",
        "Ya no quiero ser contactado.",
        "Ich möchte nicht mehr kontaktiert werden.",
    ],
)
def test_no_longer_contacted_with_no_time_stays_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


# a third party's wish not to be contacted by our kind is the writer talking about their market, no removal
# of the writer (the twenty-second review of 2026-12-07); the other rule languages name the writer in the
# verb or the pronoun, so theirs never matched
@pytest.mark.parametrize(
    "text",
    [
        "Our clients don't want to be contacted by vendors, that's why we built a portal.",
        "Most CFOs don't want to be contacted by vendors, that's the problem your tool should solve.",
        "People really don't want to be contacted by salespeople, they want to research on their own.",
        "Our engineers do not want to be contacted by recruiters or vendors.",
        "Many buyers no longer wish to be contacted by sales reps, so we built self-serve.",
        "Nuestros clientes no quieren ser contactados por comerciales.",
        "Unsere Kunden wollen nicht mehr von Vertrieblern kontaktiert werden, deshalb das Portal.",
        "Nos clients ne veulent plus être démarchés par des commerciaux.",
    ],
)
def test_a_third_partys_wish_not_to_be_contacted_is_no_removal_of_the_writer(text: str) -> None:
    assert reading(text) == "other"


# ... the writer's own wish stays one, "I"/"we" with an adverb, or no subject at all; the boss's wish an
# assistant passes on stays what `removal_more.ON_BEHALF` reads
@pytest.mark.parametrize(
    "text",
    [
        "Honestly, I just don't want to be contacted by vendors.",
        "We really don't want to be contacted by salespeople.",
        "Thanks, but don't want to be contacted by salespeople.",
        "I do not wish to be contacted by vendors. Please respect that.",
        "My team and I don't want to be contacted by vendors.",
        "My boss no longer wishes to be contacted, please remove him.",
    ],
)
def test_the_writers_own_wish_not_to_be_contacted_stays_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


# no one of ours as the one who contacts the writer is a removal, in every rule language (the
# twenty-second review of 2026-12-07); another firm's people are not us
@pytest.mark.parametrize(
    "text",
    [
        "Please make sure nobody at your company contacts me again.",
        "Make sure no one from you guys emails me again.",
        "I don't want anyone from your company to contact me again.",
        "Ich möchte von niemandem aus Ihrem Haus mehr kontaktiert werden.",
        "No quiero que nadie de su empresa me vuelva a contactar.",
        "Ik wil door niemand van jullie nog benaderd worden.",
        "Non voglio che nessuno della vostra azienda mi contatti più.",
        "Não quero que ninguém da vossa empresa me contacte.",
        "Je ne veux plus que quiconque de chez vous me contacte.",
    ],
)
def test_no_one_of_ours_to_contact_the_writer_is_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Please make sure nobody from Schenker contacts me again.",
        "I don't want anyone from your company to contact me before March.",
    ],
)
def test_no_one_of_another_firm_or_for_a_time_is_no_removal(text: str) -> None:
    assert reading(text) != "unsubscribe"


# the negated ask not to be contacted with a time after it is a later, in every rule language where the
# removal table reads the ask (the twenty-second review of 2026-12-07); a time that means for good, or none,
# stays a removal
@pytest.mark.parametrize(
    "text",
    [
        "Don't contact me again before the new fiscal year.",
        "No me contacten hasta después del verano, por favor.",
        "Não me contactem até ao fim do ano, por favor.",
        "Don't email me again this month, we're in the middle of a migration.",
        "No me escriban hasta el próximo trimestre.",
        "Please don't email us again until the end of the quarter.",
    ],
)
def test_dont_contact_me_again_before_a_time_is_a_later(text: str) -> None:
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Don't contact me again until hell freezes over.",
        "Don't email me again, not this month, not ever.",
        "Don't contact me again, I'm done with you.",
        "No me contacten más.",
        "Não me contactem mais, obrigado.",
    ],
)
def test_dont_contact_me_again_for_good_stays_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


# ... and in German, French, Italian and Dutch (`later.WRITE_AGAIN`, the twenty-second review of 2026-12-07)
@pytest.mark.parametrize(
    "text",
    [
        "Merci de ne pas me contacter avant septembre",
        "Bitte kontaktieren Sie mich nicht vor September",
        "Bitte kontaktieren Sie mich nicht vor Ende des Jahres.",
        "Schreiben Sie mir nicht vor September.",
        "Ne me contactez pas avant la fin de l'année.",
        "Non contattatemi prima di settembre.",
        "Per favore non contattarmi prima di settembre.",
        "Neem geen contact met me op voor september.",
        "Mail me niet voor het najaar.",
    ],
)
def test_dont_contact_me_before_a_time_is_a_later_in_every_language(text: str) -> None:
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Bitte kontaktieren Sie mich nicht mehr.",
        "Merci de ne plus me contacter.",
        "Non contattatemi più.",
        "Neem geen contact meer met me op.",
    ],
)
def test_dont_contact_me_with_no_time_stays_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"
