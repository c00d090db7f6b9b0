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
