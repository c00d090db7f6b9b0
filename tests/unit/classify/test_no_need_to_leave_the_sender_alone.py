"""No need to leave the sender alone or in peace (heldout_ea: a reader who wants to stay on our mail;
`leaning.NO_ABOUT_ANSWERING`, `interest._NO_NEED_SMALL_EN`/`_FR`, the Dutch bare "niet nodig"): staying on,
neither a no nor a removal, in every rule language. A bare "leave me alone" stays a removal, a bare "no
need" a no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "There's no need to leave us alone, we like hearing from you.",
        "No need to leave me be, your notes are useful.",
        "Pas besoin de nous laisser tranquilles, on lit tout.",
        "No hace falta que nos dejéis en paz, leemos todo.",
        "Non serve lasciarci in pace, le vostre mail ci piacciono.",
        "Não precisa nos deixar em paz, gostamos das novidades.",
        "Niet nodig om ons met rust te laten, we lezen alles.",
    ],
)
def test_staying_on_is_no_no(text):
    assert reading(text) not in ("not_interested", "unsubscribe")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Leave me alone, please.", "unsubscribe"),
        ("No need, we're covered.", "not_interested"),
    ],
)
def test_the_bare_forms_keep_their_reading(text, want):
    assert reading(text) == want


# "Leave me alone" is a removal in every rule language as in English (the twelfth review of 2026-12-07), the
# "no need to reply" before it waived for it; its "no need to leave me alone" stays the opposite (above)
@pytest.mark.parametrize(
    "text",
    [
        "Laissez-moi tranquille avec vos mails.",
        "Pas besoin de répondre, laissez-moi tranquille.",
        "Lasciatemi in pace, niente più email.",
        "Dejadme en paz, por favor.",
        "Déjenme en paz con sus correos.",
        "Não precisa responder, só me deixa em paz.",
        "Deixem-me em paz.",
        "Niet nodig om te reageren, laat me gewoon met rust.",
        "Laat ons met rust.",
    ],
)
def test_leave_me_alone_in_every_rule_language_is_a_removal(text):
    assert reading(text) == "unsubscribe"


# "Leave me alone" in German and in the French "fichez-moi la paix" too (the thirteenth review of
# 2026-12-07), the German one only as the whole order, never "lass mich in Ruhe überlegen"
@pytest.mark.parametrize(
    "text",
    [
        "Lasst mich in Ruhe.",
        "Fichez-moi la paix.",
        "Lass mich in Ruhe mit euren Mails!",
        "Foutez-moi la paix avec vos relances.",
        "Leave me alone until further notice.",
        "Laissez-moi tranquille jusqu'à nouvel ordre.",
        "Lasciatemi in pace per sempre.",
    ],
)
def test_leave_me_alone_in_german_and_fichez_moi_la_paix_are_removals(text):
    assert reading(text) == "unsubscribe"


# ... never for a bounded time: until a date, for now, this month, "even" (a later, `unsubscribe._FOR_A_TIME`)
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the review's
        ("Laissez-moi tranquille jusqu'à janvier, on est en pleine clôture.", "not_now"),
        ("Lasciatemi in pace questo mese, siamo in chiusura di bilancio. Riscrivete a febbraio.", "not_now"),
        # ours
        ("Leave me alone until January, we're closing the books.", "not_now"),
        ("Laissez-moi tranquille pour le moment, on en reparle en mars.", "not_now"),
        ("Déjenme en paz hasta marzo, estamos cerrando el año.", "not_now"),
    ],
)
def test_leave_me_alone_for_a_time_is_a_later(text, expected):
    assert reading(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Laat me even met rust tot na de deadline, daarna praten we verder.",
        "Lasst mich bis Februar in Ruhe, wir sind im Jahresabschluss.",
        "Lass mich in Ruhe überlegen, ich melde mich nächste Woche.",
        "Deixem-me em paz por enquanto, estamos em fecho de contas.",
        "Laat me voorlopig met rust, we zitten midden in een reorganisatie.",
    ],
)
def test_leave_me_alone_for_a_time_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# ... "from now on" between and "damit" after in German, any two words between in Dutch (the fourteenth
# review of 2026-12-07); "lass mich in Ruhe überlegen" stays no removal (above)
@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Lasst mich künftig in Ruhe.",
        "Lassen Sie mich zukünftig in Ruhe, danke.",
        "Lasst mich in Ruhe damit.",
        "Laat me nou eens met rust.",
        # ours
        "Lassen Sie mich ab sofort in Ruhe.",
        "Laat me toch gewoon met rust.",
    ],
)
def test_leave_me_alone_from_now_on_is_a_removal(text):
    assert reading(text) == "unsubscribe"


# ... and until a date it is our mail paused (`later_paused.PAUSED_UNTIL`): a later, in every rule language;
# "until further notice" or "the end of time" is no date
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the review's
        ("Leave me alone till January, we're in a freeze.", "not_now"),
        ("Laissez-moi tranquille jusqu'à la rentrée.", "not_now"),
        ("Lasst mich bis März in Ruhe, dann sehen wir weiter.", "not_now"),
        # ours
        ("Lasst mich in Ruhe bis März.", "not_now"),
        ("Laat me met rust tot maart.", "not_now"),
        ("Deixem-me em paz até janeiro.", "not_now"),
        ("Déjenme en paz hasta enero.", "not_now"),
        ("Leave me alone till the end of time.", "unsubscribe"),
    ],
)
def test_leave_me_alone_until_a_date_is_a_later(text, expected):
    assert reading(text) == expected
