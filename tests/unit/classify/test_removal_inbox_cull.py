"""The sender's own clean-up of other mail, with ours said to be kept, is no removal in every rule language
(`removal_inbox_cull`; heldout_dn: an unsubscribing spree through the sender's inbox, ours spared). A
removal of us asked beside it stays a removal, and so does a "yours" that names no keeping, a clean-up that
names ours among what it removes, says ours is kept no longer, or is a heap of ours (the review of
2026-12-07's second half); ours named outside the clean-up's sentence, the others' keeping ended, a heap of
our competitors' or a paid product's subscriptions take nothing of ours (the fifth review of 2026-12-07).

Every sentence here is written for these tests, but those marked as the review of 2026-12-07's."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I've been unsubscribing from loads of newsletters this week, yours survived. Will read it tonight.",
        "Was in the middle of unsubscribing from a bunch of lists. Your emails made the cut, for now.",
        "J'étais en train de me désabonner de la moitié de mes newsletters. La vôtre a survécu.",
        "Stavo disiscrivendomi da metà delle newsletter stamattina. La sua si è salvata.",
        "Ik was net bezig me af te melden voor de helft van mijn nieuwsbrieven. Die van jullie blijft.",
        "Estava a cancelar a subscrição de metade das newsletters. O seu sobreviveu, leio depois.",
    ],
)
def test_own_clean_up_with_ours_kept_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a removal of us asked beside the clean-up
        "I was unsubscribing from half my inbox today. Please unsubscribe me from yours too.",
        "I was halfway through unsubscribing from lots of lists. Please remove me as well.",
        # "yours" that keeps nothing
        "Unsubscribe me from your list, yours is the worst.",
        "Please unsubscribe me. I've read your newsletters for years but no more.",
        "Je me désabonne de toutes vos listes, merci.",
    ],
)
def test_removal_beside_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the review of 2026-12-07's second half: ours named among the mail removed
        "I kept your newsletter for a year, but I'm now unsubscribing from all of them, yours included.",
        "Your emails survived the last clean-up, but this week I'm unsubscribing from all vendor lists,"
        " yours too.",
        "Ihr Newsletter hat lange überlebt, aber jetzt bin ich dabei, mich von allen abzumelden, auch von"
        " Ihrem.",
        "Estoy dándome de baja de todas las listas, la suya también; el suyo se quedó demasiado tiempo.",
        "I'm now unsubscribing from loads of newsletters, including yours, though I kept yours longest.",
        # ... ours kept no longer, or the heap ours
        "I'm unsubscribing from all of the cold outreach I get. Your messages made it through once, not"
        " again.",
        "J'étais en train de me désabonner de la plupart de mes newsletters, la vôtre a survécu"
        " jusqu'ici mais plus maintenant.",
        "Je suis en train de me désinscrire de toutes vos listes; la vôtre reste dans ma boîte depuis trop"
        " longtemps.",
        # written for these tests
        "Ich melde mich gerade von allen Newslettern ab, Ihren eingeschlossen.",
        "Me estoy dando de baja de todas las listas, la suya también.",
        "Estou a cancelar todas as subscrições, incluindo a sua.",
        "J'étais en train de me désabonner de tout, y compris la vôtre, qui a survécu trop longtemps.",
        "Stavo disiscrivendomi da tutte le newsletter, compresa la vostra: è sopravvissuta troppo a lungo.",
        "Ik was bezig me af te melden voor alle nieuwsbrieven, inclusief die van jullie.",
        "Your newsletter survived the last cull, but not anymore: I'm unsubscribing from most lists.",
        "Je suis en train de me désabonner de toutes vos newsletters, la vôtre a survécu assez longtemps.",
        # ... the fifth review of 2026-12-07's look-alikes: ours in the clean-up's own sentence, ours ended
        "I unsubscribed from loads of newsletters, yours included. My boss reads yours too.",
        "I unsubscribed from dozens of lists today. Yours survived until now, no more.",
        "I unsubscribed from all your newsletters, yours survived long enough.",
        "Estou a cancelar todas as assinaturas de newsletters, incluindo a sua.",
    ],
)
def test_clean_up_that_takes_ours_too_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # ours kept: a "too" that is the keeping's, a time that ends nothing
        "J'étais en train de me désabonner de la moitié de mes newsletters, la vôtre aussi a survécu.",
        "I've been unsubscribing from loads of newsletters, yours survived so far. Keep them coming.",
        "I was halfway through unsubscribing from half my inbox. Yours made it through once again.",
        "Ich war gerade dabei, mich von der Hälfte meiner Newsletter abzumelden. Ihrer hat überlebt.",
        "Estaba dándome de baja de medio buzón esta mañana; el suyo se ha salvado.",
        "Stavo disiscrivendomi da metà delle newsletter, la vostra si è salvata, la leggo sempre.",
        # a heap of events or appointments, ours among them: no removal from our mail
        "Ich sage mich von allen Terminen ab, auch von Ihrem.",
        "Ich bin dabei, mich von allen Veranstaltungen abzumelden, auch von Ihrer.",
        "Me estoy dando de baja de todos los eventos del año, el suyo incluido.",
        "Estou a cancelar todas as reuniões, incluindo a sua.",
        # the fifth review of 2026-12-07: a "yours too" outside the clean-up's sentence, the others' ended,
        # someone else's heap after "your", a paid product's subscriptions
        "I unsubscribed from loads of newsletters last week but kept yours. My boss reads yours too.",
        "I unsubscribed from dozens of lists today. Yours survived, no more clutter from the rest!",
        "Je me suis désabonné de plein de listes, la vôtre reste, les autres plus maintenant.",
        "I unsubscribed from all your competitors' newsletters, yours survived.",
        "Vamos cancelar todas as assinaturas de software, incluindo a sua, por corte de custos.",
        # written for these tests
        "Ich habe mich letzte Woche von Dutzenden Newslettern abgemeldet, Ihrer bleibt. Mein Chef liest Ihren"
        " auch.",
        "Me di de baja de decenas de boletines, el suyo se queda, los demás ya no.",
        "Mi sono disiscritto da decine di newsletter, la vostra resta, le altre non più.",
        "Ik heb me afgemeld voor tientallen nieuwsbrieven, die van jullie blijft, de rest niet meer.",
        "I unsubscribed from half my inbox, yours survived, the rest no longer clutter it.",
        "I unsubscribed from all your rivals' mailings, yours stays.",
        "Me di de baja de todos sus competidores, el suyo se quedó.",
        "Estou a cancelar todas as assinaturas de streaming, incluindo a sua.",
        "Vamos cancelar todas as subscrições pagas, incluindo a sua.",
    ],
)
def test_clean_up_that_keeps_ours_stays_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the fifth review of 2026-12-07: ours ended, the others in a clause of their own
        "I've been unsubscribing from everything this week. Yours survived once, not again, the others are"
        " long gone.",
        # written for these tests
        "I was halfway through unsubscribing from half my inbox. Yours made it through once, not again; the"
        " others are gone.",
        "Je me désabonne de la moitié de mes newsletters. La vôtre a survécu jusqu'ici, mais plus maintenant,"
        " les autres sont déjà parties.",
        "Stavo disiscrivendomi da metà delle newsletter. La sua si è salvata una volta, ma ora basta, gli"
        " altri sono già spariti.",
        "Ik was bezig me af te melden voor de helft van mijn nieuwsbrieven. Die van jullie heeft het"
        " overleefd, maar nu niet meer, de andere zijn al weg.",
    ],
)
def test_ours_kept_no_longer_beside_the_others_gone_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the others' keeping ended in the ending word's own clause, before it or after it: ours kept
        "I was halfway through unsubscribing from half my inbox. Yours made it through, the others no"
        " longer.",
        "Je me désabonne de la moitié de mes newsletters. La vôtre reste, les autres plus maintenant.",
        "Ik was bezig me af te melden voor de helft van mijn nieuwsbrieven. Die van jullie heeft het"
        " overleefd, de andere niet meer.",
    ],
)
def test_the_others_kept_no_longer_beside_ours_kept_stays_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the review of 2026-12-07: ours put first, kept or still read (`KEPT_OURS`), a heap of "muchas",
        # "molte", "veel", "muitas" (`OTHER_MAIL_AFTER`)
        "I've been unsubscribing from everything this week. Yours I kept, the others are gone.",
        "I unsubscribed from a lot of newsletters, yours is the one I actually kept",
        "Me di de baja de muchas listas, la suya la sigo leyendo",
        # written for these tests
        "Ich habe mich von vielen Newslettern abgemeldet, Ihren lese ich weiter.",
        "Je me suis désabonné de plein de newsletters, la vôtre je continue à la lire.",
        "Mi sono disiscritto da molte newsletter, la vostra la continuo a leggere.",
        "Ik heb me afgemeld voor veel nieuwsbrieven, die van jullie lees ik nog.",
        "Cancelei muitas subscrições, a sua continuo a ler.",
    ],
)
def test_ours_put_first_and_kept_in_a_clean_up_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the fifth review of 2026-12-07: ours included as the next sentence, short and opening with it, or
        # the clean-up done with "todo"/"alles"
        "Ich habe diese Woche alles abbestellt. Ihren auch.",
        "He ido dándome de baja de todo esta semana, el suyo también.",
        "Ich melde mich gerade von allen Newslettern ab. Ihrer gehört auch dazu.",
        "Estoy dándome de baja de un montón de boletines. El suyo también, lo siento.",
        # written for these tests
        "Me he dado de baja de todo esta semana. El suyo también.",
        "Ich melde mich gerade von allen Newslettern ab. Ihren auch, sorry.",
    ],
)
def test_ours_included_in_the_next_sentence_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # ours among the removed, or removed in a sentence of its own, or kept only by mistake
        "I've been unsubscribing from everything this week. Yours too.",
        "I unsubscribed from a lot of newsletters, yours included.",
        "Me di de baja de muchas listas, la suya también.",
        "Dándome de baja de muchas listas, la suya también",
        "Please unsubscribe me. Yours is the one I kept getting by mistake.",
        "I unsubscribed from a lot of newsletters. Please remove me from yours too.",
    ],
)
def test_ours_among_the_removed_in_a_clean_up_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # ours kept or liked in the next sentence, or a heap of appointments
        "Ich habe diese Woche alles abbestellt. Ihren nicht, der ist gut.",
        "Ich melde mich gerade von allen Newslettern ab. Ihrer bleibt.",
        "Estoy dándome de baja de un montón de boletines. El suyo se queda.",
        "Estoy dándome de baja de un montón de boletines. El suyo también me gusta, lo sigo leyendo.",
        "Ich habe mich von allen Terminen abgemeldet. Ihren auch.",
    ],
)
def test_ours_kept_in_the_next_sentence_or_a_heap_of_appointments_stays_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # heldout_ef: a clean-up of everything, with "andar" for the act under way, ours kept
        "Ando a cancelar a subscrição de tudo o que não leio; a sua escapou.",
        "Ando dándome de baja de todo lo que no leo; el suyo se salvó.",
        "I've been unsubscribing from everything I never read; yours made the cut.",
        "Ich war dabei, mich von allem abzumelden; Ihrer hat überlebt.",
    ],
)
def test_a_clean_up_of_everything_with_ours_kept_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Ando a cancelar a subscrição de tudo o que é newsletter.",
        "Ando a cancelar a subscrição de tudo, a sua incluída.",
        "Ando dándome de baja de todo, el suyo también.",
        "I'm unsubscribing from everything, yours included.",
    ],
)
def test_a_clean_up_of_everything_with_ours_not_kept_is_a_removal(text):
    assert reading(text) == "unsubscribe"
