"""A stop to our mail in the informal imperative, opening its clause (heldout_ea: a Brazilian "stop emailing
me" written in a hurry; `removal_informal.INFORMAL_REMOVAL`): a removal in every rule language that has the
form. Never the third person it shares its form with ("o sistema para de me mandar email quando...?"), never
a matter the mail is about.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Para de me enviar essas mensagens, obrigado.",
        "Oi, por favor para de me escrever.",
        "Deixa de me mandar isso, já falei.",
        "Arrête de m'écrire stp, ça ne m'intéresse pas.",
        "Bon, arrête de m'envoyer tes relances.",
        "Para de mandarme cosas, gracias.",
        "Deja ya de escribirme, por favor.",
        "Hör endlich auf, mir Newsletter zu schicken.",
        "Hört bitte auf, uns zu mailen.",
        "Houd nu eens op met mailen.",
    ],
)
def test_the_informal_stop_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the third person, in a question about how the tool works
        "Quando é que o vosso sistema para de me mandar lembretes?",
        "Le logiciel arrête de m'envoyer des alertes après combien de jours ?",
        "¿El programa para de escribirme si cancelo la prueba?",
        # a matter, then the phone asked for
        "Hou op met mailen over de offerte, bel me gewoon.",
    ],
)
def test_the_third_person_or_a_matter_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# The stop is of our mail, as an order (the twelfth review of 2026-12-07): never of another channel, a
# kind of message or a language ("no WhatsApp", "des SMS", "sur LinkedIn", "convite de reunião", "em
# inglês"), never with another way of contact asked after it ("bel me liever", "ruf mich lieber an",
# "écris-moi par mail"), never a question ("Se eu responder, para de me mandar email?"); the old Spanish
# "deja de" and the formal French "arrêtez de" alike
@pytest.mark.parametrize(
    "text",
    [
        "Para de me mandar mensagem no WhatsApp, prefiro email.",
        "Para de me mandar em inglês, pode ser em português? Tenho interesse.",
        "Para de me mandar convite de reunião, manda só o link da demo.",
        "Se eu responder, para de me mandar email?",
        "Arrête de m'envoyer des SMS, écris-moi par mail plutôt.",
        "Arrête de m'envoyer des relances sur LinkedIn, réponds ici par mail.",
        "Arrêtez de m'envoyer des SMS, écrivez-moi par mail.",
        "Hou op met mailen naar mijn privéadres, gebruik mijn werkadres jan@acme.nl.",
        "Hou op met mailen, bel me liever even.",
        "Hör auf, mir Mails zu schicken, ruf mich lieber an: 0171 2345678.",
        "Deja de mandarme whatsapps, escríbeme por correo mejor.",
        "Deja de escribirme en inglés, que soy de Madrid. ¿Cuánto cuesta?",
        "¿El sistema deja de mandarme correos si respondo?",
        "Si contesto a este correo, ¿deja de mandarme la secuencia?",
        "¿El sistema va a dejar de escribirme si respondo?",
        "Deixa de me mandar PDFs enormes, manda um resumo que eu leio.",
        "Dejen de enviarme invitaciones de calendario, ya tenemos la reunión.",
    ],
)
def test_a_channel_a_kind_a_language_or_a_question_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# ... and the stop of our mail, with a mail named, a qualifier or a please after it, stays one
@pytest.mark.parametrize(
    "text",
    [
        "Arrête de m'envoyer des mails inutiles.",
        "Arrêtez de m'envoyer des mails svp.",
        "Cesse de m'envoyer tes newsletters!",
        "Para de me mandar tanta coisa.",
        "Deja de mandarme la secuencia, gracias.",
        "¿Podéis dejar de escribirme?",
        "Ya deja de escribirme, no me interesa.",
        "Hou op met me te mailen aub.",
        "Hör auf, mir Mails zu schicken.",
        # to this address, or else
        "Por favor, dejen de enviar correos a esta dirección.",
        "Arrête de m'écrire à cette adresse.",
        "Dejen de escribirme o los denuncio por spam.",
        # ... with the address after "sur", "en" or the Portuguese contraction
        "Arrête de m'écrire sur cette adresse.",
        "Para de me mandar email neste endereço.",
        "Dejen de escribirme en esta cuenta.",
    ],
)
def test_our_mail_stopped_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# The stop's own clause may say more of our mail (the thirteenth review of 2026-12-07): how often, what
# kind of ours, by our own channel, any number of words; a ban on a second channel or a mention of one in
# another clause asks for less, not for a swap; the modal question ends as the imperative does; and the
# old forms: "ya" before "de", "het sturen van", "spammar", "spamearme", "molestarme"
@pytest.mark.parametrize(
    "text",
    [
        "Arrête de m'envoyer des mails tous les jours.",
        "Deja de escribirme cada semana.",
        "Para de me mandar email toda hora.",
        "Dejen de enviarme correos electrónicos comerciales.",
        "Arrêtez de m'envoyer vos offres commerciales par email.",
        "Arrêtez de m'envoyer vos propositions commerciales.",
        "Dejen de enviarme sus correos de seguimiento.",
        "Arrête de m'envoyer tes mails à la con.",
        "Arrêtez de m'envoyer ces relances automatiques tous les deux jours.",
        "Para de me encher com esses e-mails.",
        "Dejen de escribirme cuando les dé la gana, no quiero nada.",
        "Para de me mandar essas newsletters toda semana.",
        "Dejen de enviarme sus promociones cada lunes.",
        # a ban, a second channel stopped too, a mention in another clause
        "Arrêtez de m'envoyer des mails, je vous l'ai déjà dit au téléphone.",
        "Deja de mandarme correos, ya te lo dije por teléfono.",
        "Arrêtez de m'envoyer des mails, et ne m'appelez pas non plus.",
        "Para de me mandar email e não me ligue mais.",
        "Hör auf, mir Mails zu schicken, und ruf mich auch nicht an.",
        "Hört auf, mir Newsletter zu schicken, und ruft mich bloß nicht an.",
        "Hou op met mailen en bellen.",
        "Deja de mandarme correos y whatsapps.",
        "Deja de mandarme correos, no trabajo con LinkedIn ni nada de eso.",
        "Para de me mandar email, não falo inglês e não tenho interesse.",
        # the modal question
        "Podrían dejar de enviarme correos por favor?",
        "¿Pueden dejar de escribirme de una vez?",
        # the old forms
        "Dejen ya de escribirme.",
        "Hou op met het sturen van mails.",
        "Hou op met het sturen van berichten, ik heb geen interesse.",
        "Para de me spammar.",
        "Deja de spamearme.",
        "Dejad de molestarme.",
    ],
)
def test_more_words_of_our_mail_or_a_ban_on_another_channel_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# ... while a channel, a language, a transactional kind, mail sent twice or a time that bounds it in the
# stop's clause, or another way of contact asked after "and" or a comma, is still no removal
@pytest.mark.parametrize(
    "text",
    [
        "Deja de escribirme en WhatsApp.",
        "Para de me mandar mais mensagens no WhatsApp.",
        "¿Podrían dejar de enviarme correos en inglés?",
        "Para de me mandar a fatura todo mês.",
        "Deja de enviarme las facturas por correo.",
        "Arrête de m'envoyer des mails en double, un seul suffit.",
        "Arrête de m'envoyer des mails le week-end, en semaine c'est ok.",
        "Para de me mandar email e me liga amanhã.",
        "Para de me mandar email e me manda o preço.",
        "Dejen de escribirme y llámenme el lunes.",
        "Arrête de m'envoyer des mails tous les jours et appelle-moi.",
        "Hou op met mailen en bel me morgen.",
        "Deja de escribirme, llámame mejor.",
        "Arrêtez de m'envoyer des mails, appelez-moi plutôt.",
        "Hör auf, mir Werbung zu schicken, schreib mir lieber auf Englisch.",
        "Dejen de escribir a mi correo personal, usen el del trabajo: ana@empresa.es",
    ],
)
def test_another_thing_in_the_clause_or_a_swap_asked_after_it_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# The fourteenth review of 2026-12-07: what makes the stop about something else than our mailing the writer,
# named by its kind in the stop's clause, is no removal: another channel (any platform, a DM), a language, the
# form of the mail (HTML, its length, the writer's name, a copy to others), a day or an hour, another
# recipient or a subject of its own that is not our selling
@pytest.mark.parametrize(
    "text",
    [
        # the review's sentences
        "Arrête de m'envoyer des mails en HTML, le texte brut passe mieux chez nous.",
        "Para de me mandar e-mails tão longos, só quero saber o preço.",
        "Deja de escribirme con copia a todo el equipo, con mi correo basta.",
        "Para de me mandar e-mail com cópia para o meu chefe.",
        "Arrête de m'écrire en néerlandais, je suis francophone.",
        "Deja de escribirme en catalán, no lo entiendo bien.",
        "Para de me mandar e-mail em alemão, não percebo nada.",
        "Arrête de m'envoyer des DM sur Twitter.",
        "Deja de escribirme por Skype.",
        "Para de me mandar mensagem no Discord.",
        "Arrête de m'envoyer des messages sur Xing.",
        "Deja de escribirme los domingos, entre semana sin problema.",
        "Arrête de m'envoyer des mails à 7h du matin, c'est pénible.",
        "Hou op met mailen over de offerte, die is al getekend.",
        "Hou op met mailen naar mijn collega, ik ben de contactpersoon.",
        "Deja de mandarme correos sobre el webinar, ya me inscribí.",
        "Arrête de m'écrire pour le rendez-vous, je serai là jeudi.",
        "Para de me mandar e-mail com o meu nome errado, é Joana.",
        # ... and the same kinds in other words
        "Para de me mandar mensagens no Telegram.",
        "Deja de escribirme por WeChat.",
        "Hou op met mij te mailen via Slack.",
        "Deja de mandarme correos en inglés y en alemán.",
        "Hou op met mailen in het Frans.",
        "Arrête de m'envoyer des mails en copie à mon directeur.",
        "Dejen de enviarme correos tan largos.",
        "Arrête de m'écrire le lundi et le mardi.",
        "Hou op met mailen op zondag.",
        "Deja de escribirme a las 6 de la mañana.",
        "Para de me mandar e-mail para o meu sócio.",
    ],
)
def test_a_stop_about_another_channel_language_form_time_or_subject_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# ... while the words that qualify our mail still leave a removal: how often, whose, the channel it comes by,
# our product or offers as its subject, "me and my team", a time said as how many times
@pytest.mark.parametrize(
    "text",
    [
        "Arrête de m'envoyer des mails tous les jours.",
        "Deja de mandarme correos cada semana.",
        "Deja de escribirme a mí y a mi equipo.",
        "Deja de mandarme correos sobre tus productos.",
        "Arrête de m'envoyer des mails sur vos offres.",
        "Hou op met mailen over jullie diensten.",
        "Para de me mandar e-mail sobre o seu produto.",
        "Deja de escribirme a mi correo.",
        "Arrête de m'écrire pour la énième fois.",
        "Deja de escribirme a partir de mañana.",
    ],
)
def test_our_mail_qualified_by_its_frequency_owner_or_our_selling_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# A swap asked after the stop, also of another person in the third person or the subjunctive, or in
# Portuguese "no" ("in the", never a ban), is no removal; a ban after it still is
@pytest.mark.parametrize(
    "text",
    [
        "Para de me mandar e-mail, manda mensagem no WhatsApp.",
        "Para de me mandar e-mail, manda no meu celular.",
        "Deja de escribirme a mí, escríbele a Laura de compras.",
        "Deja de escribirme tú y que me escriba tu jefe.",
        "Deja de escribirme, que me escriba Marta.",
        "Arrête de m'écrire, qu'il m'écrive lui.",
    ],
)
def test_a_swap_to_another_channel_or_person_after_the_stop_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Deja de escribirme, no me escribas más.",
        "Para de me mandar e-mail, não me manda nada no WhatsApp também.",
        # ... and a tag asking assent before the "?" leaves the order an order
        "Para de me mandar email ok?",
        "Deja de escribirme ya ¿vale?",
        "Arrête de m'écrire stp ?",
        "Arrêtez de m'envoyer des mails d'accord ?",
        "Para de me mandar email tá?",
        "Hou op met mailen oké?",
    ],
)
def test_a_ban_after_the_stop_or_a_tag_before_its_question_mark_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# ... never a real question: a language or a condition before the "?" ("em inglês ok?", "si respondo ok?")
@pytest.mark.parametrize(
    "text",
    ["Para de me mandar email em inglês ok?", "Deja de escribirme si respondo ok?"],
)
def test_a_question_with_more_than_a_tag_is_no_order(text):
    assert reading(text) != "unsubscribe"


# The fifteenth review of 2026-12-07: what points back at our mail or names it by no kind of its own is no
# subject of its own (`removal_informal._SAME_OR_ANY`): the same, this kind of, a thing, stuff, nonsense
@pytest.mark.parametrize(
    "text",
    [
        "Deja de escribirme sobre lo mismo, por favor.",
        "Deja de mandarme correos sobre el mismo tema.",
        "Para de me mandar e-mails sobre o mesmo assunto.",
        "Para de me escrever sobre essa coisa toda.",
        "Arrête de m'écrire pour ce genre de truc.",
        "Arrêtez de m'envoyer des mails pour les mêmes conneries.",
        "Arrête de m'écrire pour la même chose.",
        "Arrête de m'écrire pour ce genre de mails.",
        "Deja de escribirme sobre lo mismo de siempre.",
        "Deja de mandarme correos sobre este tipo de productos.",
        "Hou op met mailen over die onzin.",
    ],
)
def test_the_same_or_this_kind_of_thing_is_our_mail(text):
    assert reading(text) == "unsubscribe"


# ... never the same or this kind of another thing, nor another thing named
@pytest.mark.parametrize(
    "text",
    [
        "Deja de escribirme sobre la misma factura.",
        "Para de me mandar e-mails sobre a mesma reunião.",
        "Arrête de m'envoyer des mails pour ce genre de réunion.",
        "Arrête de m'écrire pour le rendez-vous, je serai là jeudi.",
        "Hou op met mailen over de vergadering.",
    ],
)
def test_the_same_or_this_kind_of_another_thing_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# ... a frequency anywhere in the clause makes its time our mail, too often (`_OFTEN`): before or after the
# hour, round the clock
@pytest.mark.parametrize(
    "text",
    [
        "Arrête de m'envoyer des mails 24h/24.",
        "Para de me mandar e-mail todo dia às 8h.",
        "Deixa de me mandar e-mails às 7h todos os dias.",
        "Deja de escribirme todos los días a las 9.",
        "Deixa de me mandar e-mails de madrugada todos os dias.",
        "Arrête de m'écrire 24/7.",
        "Hou op met mailen elke dag om 7 uur.",
        "Deja de mandarme correos sin parar.",
    ],
)
def test_a_time_with_a_frequency_in_its_clause_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# ... while a time alone, or a frequency with another channel, still bounds or moves the stop
@pytest.mark.parametrize(
    "text",
    [
        "Deja de escribirme los domingos a las 9.",
        "Deja de escribirme por WhatsApp todos los días.",
        "Para de me mandar mensagem no WhatsApp todo dia.",
        "Arrête de m'envoyer des mails à 7h du matin, plus tard ça va.",
    ],
)
def test_a_time_alone_or_another_channel_is_still_no_removal(text):
    assert reading(text) != "unsubscribe"


# ... the length of the mail is its form only when nothing names the mail as ours (`_OURS_NAMED`): a
# possessive or our selling makes it a stop of our mail
@pytest.mark.parametrize(
    "text",
    [
        "Para de me mandar esses e-mails longos de venda, não tenho interesse.",
        "Arrête de m'envoyer tes mails trop longs, ça ne m'intéresse pas.",
        "Deja de mandarme tus correos tan largos, no me interesa.",
        "Deja de mandarme correos comerciales tan largos.",
    ],
)
def test_long_mails_named_as_ours_stay_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Para de me mandar e-mails tão longos, só quero saber o preço.",
        "Deja de mandarme correos tan largos, solo necesito el precio.",
        "Arrête de m'envoyer des mails en HTML, le texte brut passe mieux chez nous.",
    ],
)
def test_a_form_complaint_is_still_no_removal(text):
    assert reading(text) != "unsubscribe"
