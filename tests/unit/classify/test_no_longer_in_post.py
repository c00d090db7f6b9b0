"""The sender no longer in the post, no role named, is a wrong person in every rule language
(`no_longer_in_post.NO_LONGER_IN_POST`; heldout_ct: "no longer in post at the firm since October"). Never
hours or a day off, never a sender out of work with no post named, never a post left for another the
sender now holds, never someone else's post.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I'm no longer in this role since the summer.",
        "I no longer hold that position at the firm.",
        "Ich bin seit März nicht mehr in dieser Funktion.",
        "Je ne suis plus en poste dans cette société depuis l'été.",
        "Je n'occupe plus ce poste depuis janvier.",
        "Ya no ocupo ese cargo desde hace meses.",
        "Non ricopro più questo ruolo da gennaio.",
        "Ik bekleed deze functie niet meer sinds de zomer.",
        "Já não ocupo o cargo desde setembro.",
    ],
)
def test_no_longer_in_post_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # a day off, then a meeting asked
        "Je ne suis plus en poste le vendredi, appelez-moi jeudi pour la démo.",
        # out of work, no post named: a job seeker
        "Je ne suis plus en poste depuis l'été, est-ce que vous recrutez des commerciaux ?",
        # the post left for another, the say kept
        "I'm no longer in that role, but I still sign off on software, send me the pricing.",
    ],
)
def test_other_posts_left_are_no_wrong_person(text):
    assert reading(text) != "wrong_person"
