"""The reader's handling of removals asked about, the sender's own removal said to be asked or done before
after it ("Vocês tratam os descadastros? Já pedi o meu duas vezes.", `removal_handling_asked.OWN_ASKED_AGAIN`,
`removal_late.asked_again_after_handling`; review of 2026-12-07): a removal asked again, in every rule
language. The question alone, and the question with a sentence about anything else, stay no removal; the
complaint alone is no removal match.

Every sentence here is written for these tests, or the review's."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Vocês tratam os descadastros? Já pedi o meu duas vezes.",
        "Do you process the unsubscribes I've sent you three times now?",
        "Gestionáis las bajas a mano? Yo pedí la mía hace un mes.",
        "Wie verarbeiten Sie die Abmeldungen? Ich habe mich schon zweimal abgemeldet.",
        "Verwerken jullie de afmeldingen handmatig? Ik wil ook van de lijst af.",
        "Traitez-vous les désinscriptions à la main ? J'ai déjà demandé la mienne deux fois.",
        "Gestite le disiscrizioni a mano? Ho già chiesto la mia due volte.",
        "Do you handle unsubscribes manually? I've already unsubscribed twice.",
    ],
)
def test_a_removal_asked_again_is_one(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Do you handle unsubscribes manually? We have sent a lot of newsletters ourselves.",
        "Wie verarbeiten Sie die Abmeldungen? Wir haben uns gefragt, ob das automatisch geht.",
        "Uma dúvida: vocês tratam os descadastros na planilha ou no sistema?",
        "Quick one: do you process opt-outs manually or is it automatic?",
    ],
)
def test_the_question_alone_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the review's (part 2): an event left, or "o meu" before a noun (a quote)
        "Hoe verwerken jullie afmeldingen in de tool? Ik heb me al afgemeld voor het webinar van donderdag,"
        " dus daar weet ik het.",
        "Como vocês tratam os descadastros na plataforma? Já pedi o meu orçamento duas vezes e ninguém"
        " respondeu.",
        # written for these tests
        "Gestite le disiscrizioni a mano? Ho già chiesto la mia fattura due volte.",
        "Wie verarbeiten Sie die Abmeldungen? Ich habe mich schon vom Workshop am Freitag abgemeldet.",
        "Do you handle unsubscribes manually? I've already unsubscribed from the webinar on Friday.",
    ],
)
def test_something_else_left_or_asked_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the complaint before the question
        "Ich habe mich schon zweimal abgemeldet, wie verarbeiten Sie eigentlich Abmeldungen?",
        "Ik heb me allang afgemeld. Verwerken jullie afmeldingen eigenlijk wel?",
        # written for these tests
        "Do you handle unsubscribes manually? I've already unsubscribed from your newsletter twice.",
        "Ya me di de baja hace un mes. ¿Cómo gestionan ustedes las bajas?",
    ],
)
def test_our_mail_left_before_stays_a_removal_asked_again(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the review of 2026-12-07's second half: a count between the auxiliary and the participle
        "Ik heb me al twee keer afgemeld. Verwerken jullie afmeldingen eigenlijk wel?",
        # written for these tests
        "Ik heb me al drie keer uitgeschreven, verwerken jullie de afmeldingen wel?",
        "Je me suis déjà deux fois désinscrit. Traitez-vous les désinscriptions à la main ?",
        "Mi sono già due volte disiscritta. Gestite le disiscrizioni a mano?",
    ],
)
def test_own_removal_with_a_count_between_stays_a_removal_asked_again(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # an event left, the count or the ending of the participle no matter
        "Ik heb me al twee keer afgemeld voor het webinar. Verwerken jullie afmeldingen eigenlijk wel?",
        "Je me suis déjà deux fois désinscrit du salon de mai. Traitez-vous les désinscriptions à la main ?",
        "Mi sono già disiscritta dal webinar di giovedì. Gestite le disiscrizioni a mano?",
        "Mi sono già due volte disiscritto dal webinar. Gestite le disiscrizioni a mano?",
    ],
)
def test_an_event_left_with_a_count_between_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# How the removal works asked, then the sender's wish to stop our mail or the removal asked about applied to
# the sender, in other words (the seventh review of 2026-12-07): a removal, in every rule language.
@pytest.mark.parametrize(
    "text",
    [
        "How does unsubscribing work here? I'd like to stop getting these.",
        "How exactly does the opt-out work? Whatever it is, please apply it to me.",
        "Wie funktioniert die Abmeldung? Wenden Sie sie bitte auf mich an.",
        "Comment fonctionne la désinscription chez vous ? Je voudrais ne plus recevoir ces messages.",
        "¿Cómo funciona la baja con vosotros? Quiero dejar de recibir estos correos.",
        "Come funziona la disiscrizione da voi? Vorrei smettere di ricevere queste email.",
        "Hoe werkt het afmelden bij jullie? Ik wil deze mails niet meer ontvangen.",
        "Como funciona o descadastro de vocês? Quero deixar de receber esses e-mails.",
    ],
)
def test_the_senders_wish_to_stop_after_how_it_works_is_a_removal(text):
    assert reading(text) == "unsubscribe"


# ... while the same question with the removal wanted for the sender's own readers, or something else asked,
# stays a question.
@pytest.mark.parametrize(
    "text",
    [
        "How does unsubscribing work for your customers? We'd like to offer the same to our subscribers.",
        "How does the opt-out work in your tool? Please send me the docs.",
        "Wie funktioniert die Abmeldung in Ihrem Tool? Ich möchte das bei uns genauso einbauen.",
        "How does the opt-out work? We'd like to apply it to our own newsletter.",
    ],
)
def test_how_it_works_with_something_else_wanted_stays_no_removal(text):
    assert reading(text) != "unsubscribe"


# The eighth review of 2026-12-07: the handling question, then the tool, an agency or the sender doing the
# work ("if the tool can do that for us", "lo hago para mi empresa", "espero que la herramienta lo haga
# para mi equipo"), the question applied to the sender's case ("¿Eso aplica a mi caso?"), a request with
# more after it ("as part of onboarding") or something else the sender wants to stop getting: a question,
# no removal; "para mi/a mi" before a noun is a possessive, a modal subject no imperative.
@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Do you handle the unsubscribes automatically or manually? If the tool can do that for us, I'd like"
        " a demo.",
        "¿Gestionáis las bajas a mano? Yo lo hago para mi empresa con una hoja de cálculo.",
        "¿Cómo gestionan ustedes las bajas? ¿Eso aplica a mi caso también?",
        "How do you handle unsubscribes? Our agency can do this for us today, so I'm comparing.",
        "How do you manage unsubscribes? Would you do the same for us as part of onboarding?",
        "¿Gestionan ustedes las bajas a mano? Espero que la herramienta lo haga para mi equipo.",
        "How do you handle unsubscribes? I'd like to stop getting the complaints from my reps about it.",
        "How do you process opt-out requests? We need to stop getting the manual ones in our support inbox.",
        # written for these tests
        "Vocês tratam os descadastros na mão? Espero que a ferramenta faça para mim o trabalho.",
        "Vocês tratam os descadastros na mão? Façam isso para minha equipe.",
        "Gestite le disiscrizioni a mano? Se lo fate per me è più comodo.",
        "Traitez-vous les désinscriptions à la main ? Si l'outil le faites pour moi, tant mieux.",
        "Verwerken jullie de afmeldingen handmatig? Ik wil die klachten niet meer krijgen.",
        "Gestite le disiscrizioni a mano? Vorrei smettere di ricevere le lamentele dei clienti.",
        "¿Cómo funciona la baja con vosotros? Quiero dejar de recibir las quejas de los clientes.",
        "Como funciona o descadastro de vocês? Quero deixar de receber reclamações dos clientes.",
    ],
)
def test_the_work_done_for_someone_or_something_else_stopped_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# ... while an imperative or a request to the reader with the sender last in its clause, or the wish to
# stop our mail named, stays a removal asked again, in every rule language.
@pytest.mark.parametrize(
    "text",
    [
        "How do you handle unsubscribes? Can you do that for me?",
        "How do you handle unsubscribes? Please apply the same to us.",
        "How does the opt-out work? Could you apply it to me as well?",
        "How do you handle unsubscribes? We'd like to stop receiving your newsletter.",
        "¿Cómo gestionan ustedes las bajas? Aplíquenlo a mí también, por favor.",
        "¿Gestionáis las bajas a mano? Hacedlo conmigo también.",
        "Gestite le disiscrizioni a mano? Fatelo anche per me, grazie.",
        "Vocês tratam os descadastros na mão? Façam o mesmo para mim.",
        "Como funciona o descadastro de vocês? Apliquem a mim também, por favor.",
        "Traitez-vous les désinscriptions à la main ? Faites pareil pour moi svp.",
    ],
)
def test_the_removal_applied_to_the_sender_by_an_imperative_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# The ninth review of 2026-12-07: the removal applied to the sender with the sender's own people added
# ("and my whole team", "as well as my colleague") is still the sender's own removal asked again, in every
# rule language (`_TO_ME`'s `MY_PEOPLE`); "voor mij" / "für mich" is the sender, never a thing left.
@pytest.mark.parametrize(
    "text",
    [
        # the review's sentences
        "How do you handle unsubscribes? Do it for me and my whole team.",
        "How do you handle opt-outs? Please apply that to me as well as my colleague.",
        # written for these tests
        "How do you handle opt-outs? Apply it to me and my colleagues, thanks.",
        "Comment gérez-vous les désinscriptions ? Faites-le pour moi et mon équipe.",
        "¿Cómo gestionáis las bajas? Hacedlo para mí y mis compañeros.",
        "Come gestite le disiscrizioni? Fatelo per me e per il mio collega.",
        "Hoe verwerken jullie de afmeldingen? Doe het ook voor mij en mijn team.",
        "Hoe verwerken jullie de afmeldingen? Doe hetzelfde voor mij.",
        "Wie verarbeiten Sie die Abmeldungen? Machen Sie das bitte auch für mich und mein Team.",
        "Como vocês tratam os descadastros? Façam o mesmo comigo e com a minha equipa.",
    ],
)
def test_the_removal_applied_to_the_sender_and_their_people_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # ... never others alone, or others' things after "me and my"
        "How do you handle unsubscribes? Can the tool do it for me and my company's clients?",
        "How do you handle opt-outs? Apply it to me and my customers' lists in bulk?",
        "How do you handle unsubscribes? Do it for me and my whole team if the tool can.",
        "Hoe verwerken jullie de afmeldingen? Doe het voor mijn klanten.",
        "Ik heb me al afgemeld voor het webinar van donderdag. Hoe verwerken jullie de afmeldingen?",
    ],
)
def test_the_work_done_for_the_senders_customers_stays_no_removal(text):
    assert reading(text) != "unsubscribe"
