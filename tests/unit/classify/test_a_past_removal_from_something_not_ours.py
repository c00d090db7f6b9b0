"""The sender's own past removal from something that is not our mail, told as part of their story ("we
unsubscribed from all the vendor portals that came with the old tool", heldout_dv), in every rule language
(`removal_past.ELSEWHERE_AFTER`, read by `removal_guards.senders_past.past_elsewhere`): no removal request.
A past removal from our mail, from a list not named as another's, or with our mail said to still come,
stays one. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "When we dropped the old ERP we unsubscribed from all the supplier portals it came with. We'll pass"
        " on your offer too.",
        "Nous nous sommes désinscrits en mars de tous les portails fournisseurs de l'ancien éditeur. Ce n'est"
        " pas pour nous.",
        "Wir haben uns im Frühjahr bei allen Plattformen des alten Anbieters abgemeldet. Kein Bedarf.",
        "Ci siamo disiscritti da tutte le piattaforme del vecchio gestionale. Non ci interessa.",
        "We hebben ons vorig jaar afgemeld bij alle portalen van ons oude pakket. Geen interesse.",
    ],
)
def test_a_past_removal_from_something_else_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "I unsubscribed from the mailing list in June. Take me off.",
        "We unsubscribed from your newsletter last spring and you keep writing.",
        "Nous nous sommes désabonnés de vos envois et vous nous écrivez encore.",
        "We unsubscribed from all the platforms in June, yet you still write to us.",
        "Nous nous sommes désabonnés de toutes les plateformes de votre groupe.",
    ],
)
def test_a_past_removal_from_our_mail_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        # the sixth review of 2026-12-07: our mail said to go on coming, in the verbs of going on
        # (`removal_past.STILL_COMING`): the past removal elsewhere is the complaint's setting, ours a removal
        "I unsubscribed from all those sales tools last week and yours somehow keeps arriving.",
        "Nos dimos de baja de todas las plataformas de compras, pero ustedes siguen escribiendo.",
        "Me di de baja de todas las plataformas el mes pasado y ustedes siguen enviándome correos.",
        "Je me suis désabonné de toutes les plateformes, et vous continuez à m'écrire.",
        "Mi sono disiscritto da tutte le piattaforme, ma voi continuate a scrivermi.",
        # ... in other words
        "I unsubscribed from all the vendor portals, but your emails keep coming.",
        "I unsubscribed from all the platforms and you continue to email me.",
        "Me desuscribí de todas las plataformas y ustedes siguen mandándome correos.",
        "Me di de baja de todas las plataformas, pero sus correos siguen llegando.",
        "Je me suis désinscrit de toutes les plateformes, pourtant vos mails continuent à arriver.",
        "Mi sono disiscritto da tutte le piattaforme e le vostre mail continuano ad arrivare.",
        "Me descadastrei de todas as plataformas e vocês continuam enviando e-mails.",
    ],
)
def test_a_past_removal_elsewhere_with_our_mail_going_on_is_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        # ... never the sender going on with something of their own, nor our offer going on interesting them
        "We unsubscribed from all their newsletters after the merger, and we keep coming back to your blog.",
        "We unsubscribed from all the procurement portals, and I keep coming across your name there.",
        "Nous nous sommes désabonnés de toutes les plateformes d'achats, mais votre offre continue à"
        " m'intéresser.",
        "We unsubscribed from all their newsletters after the merger, not yours.",
    ],
)
def test_a_past_removal_elsewhere_with_the_sender_going_on_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


# The sender's own spell of removals, told as time spent or under way (heldout_dw), from the software,
# subscriptions or vendors the sender pays for: no removal, in every rule language.
@pytest.mark.parametrize(
    "body",
    [
        "Thanks, but we've just spent the autumn cancelling and unsubscribing from half the tools we pay for,"
        " so no new ones.",
        "Danke, aber wir haben uns gerade von der Hälfte unserer Software-Abos abgemeldet, da kommt nichts"
        " Neues dazu.",
        "Merci, mais nous venons de passer l'automne à nous désabonner de la moitié des logiciels qu'on paie,"
        " donc non.",
        "Gracias, pero llevamos todo el otoño dándonos de baja de la mitad de las herramientas que pagamos.",
        "Grazie, ma abbiamo passato l'autunno a disiscriverci da metà dei servizi che paghiamo, quindi no.",
        "Bedankt, maar we zijn de hele herfst bezig geweest met afmelden bij de helft van de tools die we"
        " betalen, dus nee.",
        "Obrigado, mas passamos o outono a descadastrar-nos de metade das ferramentas que pagamos,"
        " então não.",
    ],
)
def test_the_senders_spell_of_removals_from_things_not_ours_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "We've been unsubscribing from everything this month, including your list.",
        "I spent the morning unsubscribing from your newsletters. Please stop.",
    ],
)
def test_the_senders_spell_of_removals_from_ours_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


# The seventh review of 2026-12-07: a removal under way from all the vendors with ours counted in further on
# in its sentence ("including yours", "Sie eingeschlossen", "vous compris", "jullie ook", "starting with this
# list") is a removal of ours, in every rule language; "software-related" names no software left.
@pytest.mark.parametrize(
    "body",
    [
        "We're currently unsubscribing from all vendors' mailing lists, including yours.",
        "I'm unsubscribing from all suppliers' emails this week, yours included.",
        "Wir sind gerade dabei, uns von allen Anbietern abzumelden, Sie eingeschlossen.",
        "Estamos dándonos de baja de todos los proveedores, ustedes incluidos.",
        "Nous sommes en train de nous désabonner de tous les fournisseurs, vous compris.",
        "Stiamo disiscrivendoci da tutti i fornitori, voi compresi.",
        "We zijn bezig met afmelden bij alle leveranciers, jullie ook.",
        "Estamos a descadastrar-nos de todos os fornecedores, incluindo vocês.",
        "I'm unsubscribing from everything software-related, starting with this list.",
        # ... in other words
        "We are unsubscribing from all the tools we no longer use, starting with this newsletter.",
        "Nous sommes en train de nous désabonner de toutes les plateformes, à commencer par cette liste.",
        "Estamos dándonos de baja de todos los proveedores, incluidos ustedes.",
    ],
)
def test_a_removal_under_way_from_all_with_ours_counted_in_is_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        # the seventh review of 2026-12-07: our mail said to go on coming and welcomed (praised, read
        # gladly), in every rule language: no complaint, so the removal elsewhere stays the sender's story
        "I unsubscribed from all the platforms' newsletters last year, but yours keep coming and honestly"
        " they're the only useful ones. Can we talk?",
        "Ich habe mich von allen Plattformen abgemeldet, aber Sie schreiben mir weiter, und das ist sogar"
        " nützlich. Telefonieren wir?",
        "Je me suis désabonné de toutes les plateformes, mais vous continuez à m'écrire et c'est intéressant."
        " On en parle ?",
        "Me di de baja de todas las plataformas, pero ustedes siguen escribiendo y la verdad son útiles.",
        "Mi sono disiscritto da tutte le piattaforme, ma voi continuate a scrivermi e le trovo utili.",
        "Ik heb me afgemeld bij alle platforms, maar jullie blijven mailen en dat is juist nuttig.",
        "Me descadastrei de todas as plataformas, mas vocês continuam enviando e-mails e são úteis.",
    ],
)
def test_a_past_removal_elsewhere_with_our_mail_going_on_welcomed_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        # ... welcome denied stays a complaint: a removal
        "I unsubscribed from all the platforms' newsletters last year, but yours keep coming and they're not"
        " useful.",
        "Mi sono disiscritto da tutte le piattaforme, ma voi continuate a scrivermi e non è utile.",
    ],
)
def test_a_past_removal_elsewhere_with_our_mail_going_on_unwelcome_is_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


# The eighth review of 2026-12-07, part 3: the clean-up "everywhere" in German and Dutch, the separable verb
# around "überall" / "overal" (as the Spanish "de todo"), with ours counted in ("Sie eingeschlossen", "bij
# jullie ook", "auch bei Ihnen") is a removal of ours.
@pytest.mark.parametrize(
    "body",
    [
        "Ich melde mich gerade überall ab, Sie eingeschlossen.",
        "Ik meld me overal af, bij jullie ook.",
        # ... in other words
        "Wir melden uns gerade überall ab, Sie eingeschlossen.",
        "Ich melde mich überall ab, auch bei Ihnen.",
        "Ik meld me overal af, ook bij jullie.",
        "Ik schrijf me overal uit, jullie inbegrepen.",
        "Ik ben bezig me overal af te melden, bij jullie ook.",
        "Me estoy dando de baja de todo, ustedes incluidos.",
    ],
)
def test_a_clean_up_everywhere_with_ours_counted_in_is_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        # ... never ours left out, kept, or meetings left
        "Ich melde mich gerade überall ab, nur nicht bei Ihnen.",
        "Ik meld me overal af behalve bij jullie.",
        "Ich melde mich gerade überall ab, Ihren Newsletter lese ich aber weiter.",
        "Ik meld me overal af voor de vergaderingen, bij jullie ook.",
        "Wir entfernen gerade alle Lieferanten von unserer Lieferantenliste, Sie eingeschlossen.",
    ],
)
def test_a_clean_up_everywhere_with_ours_left_out_is_no_removal(body: str) -> None:
    assert reading(body) == "other"


# The ninth review of 2026-12-07: the clean-up "everywhere" alone ("Ich melde mich gerade überall ab.", "Ik
# meld me overal af.") takes ours in, a removal as "I'm unsubscribing from everything" is; never with ours
# left out or kept after it, a meeting left, or the sender leaving the firm as its reason (a wrong person).
@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("Ich melde mich gerade überall ab.", "unsubscribe"),
        ("Ik meld me overal af.", "unsubscribe"),
        ("Ik schrijf me overal uit.", "unsubscribe"),
        ("Ich melde mich gerade überall ab, weil ich zu viele Mails bekomme.", "unsubscribe"),
        ("Ich melde mich gerade überall ab, außer bei Ihnen, Ihre Tipps sind gut.", "other"),
        ("Ik meld me overal af, behalve bij jullie, jullie tips lees ik graag.", "other"),
        ("Ich melde mich überall ab, Ihren Newsletter lese ich aber gern weiter.", "other"),
        ("Ik meld me overal af, die van jullie blijft.", "other"),
        ("Ich melde mich gerade überall ab, wo ich nichts mehr lese.", "other"),
        ("Ik meld me overal af voor de vergaderingen deze week.", "other"),
        (
            "Ich melde mich überall ab, da ich das Unternehmen Ende des Monats verlasse. Bitte wenden Sie"
            " sich an Frau Kurz.",
            "wrong_person",
        ),
        ("Ik meld me overal af want ik ga met pensioen; neem contact op met Jan de Vries.", "wrong_person"),
    ],
)
def test_a_clean_up_everywhere_alone_is_a_removal_unless_ours_is_kept(body: str, expected: str) -> None:
    assert reading(body) == expected


# The tenth review of 2026-12-07: the same clean-up "everywhere" with the other separable verbs ("trage mich
# überall aus", "schrijf me overal voor uit") and the Spanish "me estoy dando de baja de todo" alone, and
# "wherever it can be done" after it ("wo es geht", "waar het kan"): every place, ours too, a removal; a place
# named by "wo"/"waar", ours left out or kept, the sender leaving the firm keep their readings.
@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("Ich trage mich gerade überall aus.", "unsubscribe"),
        ("Wir tragen uns jetzt überall aus.", "unsubscribe"),
        ("Ik schrijf me nu overal voor uit.", "unsubscribe"),
        ("Ik meld me overal voor af.", "unsubscribe"),
        ("Me estoy dando de baja de todo.", "unsubscribe"),
        ("Estoy dándome de baja de todo, lo siento.", "unsubscribe"),
        ("Ich melde mich gerade überall ab, wo es geht.", "unsubscribe"),
        ("Ich melde mich überall ab, wo es möglich ist.", "unsubscribe"),
        ("Ik meld me overal af, waar het kan.", "unsubscribe"),
        # ... the look-alikes keep theirs
        ("Ich melde mich gerade überall ab, wo ich nichts lese.", "other"),
        ("Ik meld me overal af, waar ik niets lees.", "other"),
        ("Ich trage mich überall aus, außer bei Ihnen.", "other"),
        ("Me estoy dando de baja de todo, menos de lo suyo.", "other"),
        ("Me estoy dando de baja de todo, el suyo lo sigo leyendo.", "other"),
        ("Me estoy dando de baja de todo lo que no leo.", "other"),
        ("Me estoy dando de baja de todo porque dejo la empresa.", "wrong_person"),
    ],
)
def test_a_clean_up_everywhere_in_other_words_is_a_removal_unless_ours_is_kept(
    body: str, expected: str
) -> None:
    assert reading(body) == expected


# The eleventh review of 2026-12-07: everything that reaches the sender ("de todo lo que me llega") is every
# place, ours too, a removal (`removal_inbox_cull._EVERYWHERE`); what the sender does not read, or ours left
# out, keeps its reading.
@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("Me doy de baja de todo lo que me llega.", "unsubscribe"),
        ("Nos damos de baja de todo lo que recibimos.", "unsubscribe"),
        ("Me estoy dando de baja de todo lo que me llega, lo siento.", "unsubscribe"),
        # ... the look-alikes keep theirs
        ("Me doy de baja de todo lo que no leo.", "other"),
        ("Me doy de baja de todo lo que me llega, menos de lo vuestro.", "other"),
    ],
)
def test_a_clean_up_of_everything_that_reaches_the_sender_is_a_removal(body: str, expected: str) -> None:
    assert reading(body) == expected


@pytest.mark.parametrize(
    "text",
    [
        # heldout_ef: the sender took us for another sender and tells of leaving that other's mail
        "I thought you were the people who send the weekly deals mail; I've unsubscribed from them twice and"
        " it keeps coming. A different company, I see. No thanks anyway.",
        "Je croyais que vous étiez l'agence du bulletin ; je me suis désabonné de celle-là deux fois.",
        "Pensé que eran los del boletín semanal; me di de baja de ese dos veces y sigue llegando.",
    ],
)
def test_a_past_removal_from_the_sender_we_were_taken_for_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # ... with no mix-up said, or our own mail named as what was left
        "I've unsubscribed from that one three times and it still turns up every Tuesday.",
        "I thought you were someone I knew. I've unsubscribed from your list three times, it still comes.",
        "I thought you were the lot who spam me. I've unsubscribed from you three times already!",
    ],
)
def test_a_past_removal_from_our_mail_beside_a_mix_up_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# a mailing the reply asks is ours, the sender's past removal from it told after the question (heldout_ee):
# the sender asks who sends it, no request of us
@pytest.mark.parametrize(
    "body",
    [
        'Is the "Fleet Weekly" digest one of yours? I have clicked unsubscribe twice, it still comes.',
        "Habt ihr etwas mit dem Newsletter „Lager heute“ zu tun? Ich habe mich schon zweimal abgemeldet.",
        "Avez-vous quelque chose à voir avec la lettre « Flotte Info » ? Je me suis désabonné deux fois.",
        "¿Tenéis algo que ver con el boletín «Flota Hoy»? Me di de baja dos veces y sigue llegando.",
        "Avete qualcosa a che fare con il notiziario «Flotta Oggi»? Mi sono disiscritta due volte.",
        'Hebben jullie iets te maken met de nieuwsbrief "Vloot Nu"? Ik heb me al twee keer afgemeld.',
    ],
)
def test_a_past_removal_from_a_mailing_asked_about_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "I have clicked unsubscribe twice and your emails still come.",
        'Is the "Fleet Weekly" digest yours? I clicked unsubscribe twice. Take me off now.',
        "Me di de baja dos veces y sus correos siguen llegando.",
        "Is this newsletter yours? Unsubscribe me either way.",
    ],
)
def test_a_past_removal_from_our_mail_or_a_request_after_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


# a past removal told with a question of whose list it was, right after it, or with the mix-up that made it
# (the eighteenth review of 2026-12-07): a report that asks nothing, in every rule language
@pytest.mark.parametrize(
    "body",
    [
        "I unsubscribed from a newsletter last week, was that yours?",
        "I unsubscribed yesterday. Was that from you or someone else?",
        "I opted out of a mailing yesterday, was it from you?",
        "Je me suis désabonné d'une liste hier, c'était la vôtre ?",
        "Me di de baja de un boletín ayer, ¿era el vuestro?",
        "Mi sono disiscritto da una newsletter ieri, era la vostra?",
        "Ich habe mich letzte Woche von einem Newsletter abgemeldet, war das Ihrer?",
        "Ik heb me gisteren afgemeld voor een nieuwsbrief, was dat die van jullie?",
        "Me di de baja por error, os confundí con otra empresa.",
        "Je me suis désinscrit par erreur, je vous ai confondu avec un autre.",
        "Ich hatte mich abgemeldet, hatte euch mit einer anderen Firma verwechselt.",
    ],
)
def test_a_past_removal_with_whose_list_asked_or_a_mix_up_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


# ... but our mail still coming, or a request of its own, keeps the removal
@pytest.mark.parametrize(
    "body",
    [
        "Please unsubscribe me, was that your newsletter I got yesterday?",
        "I unsubscribed last week and you're still emailing me. Was that even yours?",
        "Me he dado de baja y sigo recibiendo vuestros correos.",
        "I unsubscribed, I thought you were someone else. Remove me anyway.",
        "I unsubscribed from your list last week. Was that not enough?",
    ],
)
def test_a_past_removal_with_our_mail_going_on_or_asked_again_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


# a past removal from everything else, ours the one kept (the eighteenth review of 2026-12-07): no request
@pytest.mark.parametrize(
    "body",
    [
        "I unsubscribed from everything except yours.",
        "Je me suis désabonné de tout sauf de la vôtre.",
        "Me he dado de baja de todo menos de la vuestra.",
        "Mi sono disiscritto da tutto tranne la vostra.",
        "Ich habe mich überall abgemeldet außer bei euch.",
        "Ik heb me overal voor afgemeld behalve voor die van jullie.",
    ],
)
def test_a_past_removal_from_everything_but_ours_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


# ... ours counted in stays a removal
@pytest.mark.parametrize(
    "body",
    ["I unsubscribed from everything, yours included.", "Me he dado de baja de todo, también de lo vuestro."],
)
def test_a_past_removal_from_everything_with_ours_counted_in_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


# ... or asks whether we are tied to the firm that sends it, the mailing named after the question, the
# removal tried in vain (heldout_eh's family)
@pytest.mark.parametrize(
    "body",
    [
        "Are you affiliated with Payflow? I get their newsletter and I've tried twice to unsubscribe.",
        "Êtes-vous liés à Comptaflux ? Je reçois leur lettre d'information, j'ai essayé de me désabonner.",
        "Siete legati a Paghe360? Ricevo il loro notiziario e ho provato due volte a disiscrivermi.",
    ],
)
def test_a_removal_tried_from_a_mailing_of_a_firm_asked_about_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "I've tried twice to unsubscribe from your newsletter and it keeps coming.",
        "Ho provato tre volte a disiscrivermi e le vostre mail continuano ad arrivare.",
        "Are you affiliated with Payflow? Either way, I've tried to unsubscribe, so take me off.",
    ],
)
def test_a_removal_tried_from_our_mail_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        # whether the reader's side sends that mailing too, a past removal from it after (heldout_eg)
        'Quick one: does Northwind also send the "Cash Weekly" digest? I unsubscribed from it three times.',
        "Question : envoyez-vous aussi le bulletin « Achats Pro » ? Je m'en suis désabonnée deux fois.",
        "Una domanda: mandate anche voi la newsletter «Tesoreria Oggi»? Me ne sono disiscritto due volte.",
        "Schicken Sie auch den Rundbrief „Finanz aktuell“? Ich habe mich zweimal davon abgemeldet.",
    ],
)
def test_a_past_removal_from_a_mailing_the_reader_may_send_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "Je m'en suis désabonné deux fois et vos mails continuent d'arriver. Retirez-moi.",
        'Do you also send the "Cash Weekly" digest? Please take me off your list.',
    ],
)
def test_a_removal_from_ours_beside_those_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        # what was left named before it, a tool the sender used (heldout_ej's family, `USED_BEFORE`)
        "A while back we had a comparable scheduling app for the depot, and we unsubscribed because nobody "
        "opened it. A whiteboard does the job now.",
        "Wir hatten eine ähnliche Software für die Disposition und haben uns wieder abgemeldet, weil sie "
        "keiner nutzte.",
        "Nous utilisions un outil comparable pour le planning et nous nous sommes désabonnés, personne ne "
        "s'en servait.",
        "Tuvimos un sistema parecido para las reservas y nos dimos de baja porque nadie lo usaba.",
        "Avevamo un gestionale simile per le prenotazioni e ci siamo disiscritti perché nessuno lo usava.",
        "We gebruikten een vergelijkbaar platform voor de planning en hebben ons afgemeld omdat niemand het "
        "gebruikte.",
        "Tínhamos uma ferramenta parecida para as marcações e descadastramos porque ninguém a usava.",
    ],
)
def test_a_past_removal_from_a_tool_the_sender_used_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "We used your platform last year and unsubscribed, yet your mails still come. Remove us.",
        "Tuvimos vuestra herramienta y nos dimos de baja, pero seguimos recibiendo correos.",
    ],
)
def test_a_past_removal_from_ours_still_coming_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"
