"""Someone else's earlier removal reported, the sender asking nothing for themself (heldout_dk: a colleague
asked the writer to pass on that she already asked to be unsubscribed and still gets the mail): no removal of
the sender, in every rule language (`removal_reported_for_other`). The sender's own earlier request stays an
ignored removal, the sender as the object stays one, and a removal asked for now beside the report is read.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Quick note from our side: he already asked to be unsubscribed last month and still gets your mail. "
        "Could you check what happened?",
        "Just so you know, she unsubscribed in March and is still on your sends. Can you look into it?",
        "Unser Einkäufer bat mich, Ihnen zu sagen: Er hat schon im Oktober die Abmeldung beantragt und "
        "bekommt weiter Post. Können Sie das prüfen?",
        "Notre assistante m'a chargé de vous dire qu'elle a déjà demandé sa désinscription et reçoit "
        "encore vos messages. Pouvez-vous regarder ?",
        "Te escribo de parte de Luis: él ya solicitó la baja el mes pasado y le siguen llegando correos. "
        "¿Podéis revisarlo?",
        "Vi scrivo per conto di Marta: lei ha già chiesto la disiscrizione e riceve ancora le vostre mail. "
        "Potete controllare?",
        "Escrevo a pedido do Rui: ele já fez o descadastro no mês passado e ainda recebe os e-mails. "
        "Podem ver isso?",
    ],
)
def test_someone_elses_earlier_removal_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sender's own earlier request, ignored
        "I already asked to be unsubscribed in March and you keep writing.",
        "Já pedi o descadastro duas vezes e continuo recebendo.",
        # the sender as the object
        "They unsubscribed me last month but your mails keep coming.",
        # a removal asked for now beside the report
        "She already asked for removal last month. Please remove me as well.",
        "Elle a déjà demandé sa désinscription. Merci de me désinscrire aussi.",
    ],
)
def test_the_senders_own_removal_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sender joining the request reported (the review of 2026-12-07)
        "She already asked to be unsubscribed and so have I, twice. Stop.",
        "My colleague already asked to be unsubscribed, and so did I. Please sort it out.",
        "He already asked to be removed and so did I, please remove both of us.",
        "Mein Kollege hat bereits die Abmeldung beantragt, ich auch, und trotzdem kommen Ihre Mails.",
        "Mon collègue a déjà demandé sa désinscription, moi aussi, et vos messages arrivent toujours.",
        "Il mio collega ha già chiesto la disiscrizione, anch'io, e le mail arrivano ancora.",
        # ... or the whole group it was asked for, the sender in it
        "Ma collègue a déjà demandé la désinscription de toute l'équipe, moi compris, et rien ne change.",
        "Meine Kollegin hat bereits die Abmeldung für unser gesamtes Team beantragt, bitte setzen Sie das "
        "endlich um.",
        "Mi compañera ya solicitó la baja de todo el departamento hace dos semanas y seguimos recibiendo "
        "sus correos.",
        "Mi colega ya solicitó la baja para todo el equipo y seguimos recibiendo correos.",
        "La mia collega ha già chiesto la disiscrizione per tutto l'ufficio, me compreso, ma le mail "
        "continuano ad arrivare.",
        "Ele já pediu o descadastro de toda a equipe, inclusive o meu, e vocês continuam mandando.",
        "A minha colega já pediu o descadastro para toda a empresa, inclusive eu, e continuam a enviar.",
    ],
)
def test_the_senders_own_share_in_the_request_reported_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the group named elsewhere, or the sender set apart: still someone else's removal
        "She already asked to be unsubscribed last month, and the whole team still gets your mail.",
        "Ma collègue a déjà demandé sa désinscription et reçoit encore vos messages, moi non.",
        "Mi compañera ya solicitó la baja y le siguen llegando correos; yo quiero seguir recibiéndolos.",
    ],
)
def test_someone_elses_removal_with_the_sender_apart_stays_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the review of 2026-12-07's second half: a removal of the whole group asked, no other removal word
        "My manager requested the removal of the whole team last week and I still get your mails.",
        "Mi compañera ya pidió la baja de todo el departamento y yo también sigo recibiendo sus correos.",
        # written for these tests
        "Our office manager asked for the removal of the entire department in March, yet the emails keep"
        " coming.",
        "Nuestro jefe pidió la baja de todo el equipo hace un mes y seguimos recibiendo correos.",
        "My manager requested the removal of the whole team from your mailing list.",
        # the sender's share after the request
        "Lui ha chiesto di essere cancellato dalla vostra lista il mese scorso, e anch'io. Toglieteci.",
        "Mon collègue a demandé à être désinscrit, moi aussi, et vos messages arrivent toujours.",
        # the fifth review of 2026-12-07: the same asked for the sender after it
        "Moi aussi ! Mon collègue a demandé à être désinscrit, faites pareil pour moi.",
        # written for these tests
        "My colleague asked to be unsubscribed, please do the same for me.",
        "Mein Kollege hat bereits die Abmeldung beantragt, machen Sie das bitte auch bei mir.",
        "Mi compañera ya solicitó la baja, haced lo mismo conmigo.",
        "Il mio collega ha chiesto la disiscrizione, fate lo stesso per me.",
        "O meu colega pediu o descadastro, façam o mesmo comigo.",
        "Mi jefe pidió la baja de todo el equipo de su lista de correo.",
        "Our office manager requested the removal of the whole team and we still get your newsletters.",
        # ... our mail still coming names it too
        "My manager already asked for the removal of our entire team, and we're still getting these.",
        "Mi compañera pidió la baja de todo el equipo en marzo y seguís escribiendo.",
        "Our manager asked for the removal of the entire team, yet you keep sending.",
    ],
)
def test_the_whole_groups_removal_asked_before_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the review of 2026-12-07's second half: a "me too" before the report is the sender's share in
        # something else (working with the colleague, reading the mail)
        "Anch'io lavoro con Marco: lui ha chiesto di essere cancellato dalla vostra lista il mese scorso.",
        "Moi aussi je lis votre newsletter, mais mon collègue a demandé à être désinscrit et il la reçoit"
        " encore.",
        # written for these tests
        "Me too, I read your blog; she already asked to be unsubscribed and still gets the mails.",
        "Yo también trabajo con Luis: él ya solicitó la baja el mes pasado y le siguen llegando correos.",
        "Eu também trabalho com o Rui: ele já pediu o descadastro e ainda recebe os e-mails.",
        # the whole group taken off something not ours, or the group's own access
        "My manager requested the removal of the whole team's access to the old portal.",
        "My manager requested the removal of the whole team from the conference guest list.",
        "Mi jefe pidió la baja de todo el equipo en el gimnasio de la empresa.",
        # the fifth review of 2026-12-07: the group taken off an event, a project, a sick leave, no mail of
        # ours named
        "HR asked for the removal of the whole team from your event next week, we're all travelling.",
        "The client requested the removal of our entire team, which is why we're pausing the project.",
        "La mutua tramitó la baja de todo el equipo por la gripe, volvemos el lunes.",
        # written for these tests
        "Our manager requested the removal of the entire department from the training project.",
        "Nuestro jefe pidió la baja de todo el equipo del torneo de pádel.",
        "My manager requested the removal of the whole team from your event, and we still get the emails.",
        "Mon collègue a demandé à être désinscrit, faites pareil pour lui aussi s'il le redemande.",
    ],
)
def test_someone_elses_removal_beside_a_me_too_of_another_thing_stays_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the fifth review of 2026-12-07: the store our addresses are kept in ("your database", "vuestra base
        # de datos") or our mail here again in other words ("and yet here you are again")
        "Our CEO asked for the removal of the whole team weeks ago, and yet here you are again.",
        "HR already requested the deletion of our entire department from your database in March.",
        "Mi jefe ya pidió la baja de todo el equipo de vuestra base de datos hace un mes.",
        # written for these tests
        "My manager requested the removal of the whole team from your CRM last week.",
        "Our office manager asked for the deletion of the whole department from your contacts, and yet you"
        " write again.",
        "Mi compañera ya solicitó la baja de todo el departamento hace semanas y aun así nos escriben.",
    ],
)
def test_the_whole_groups_removal_from_our_store_or_with_our_mail_again_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a store that is not ours: someone else's records, a project's database, a company gym
        "HR asked for the removal of the whole team from the project database.",
        "My manager requested the removal of the whole team from the gym records.",
        "Mi jefe ya pidió la baja de todo el equipo del gimnasio de la empresa hace un mes.",
    ],
)
def test_the_whole_groups_removal_from_a_store_not_ours_stays_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the whole group taken off something named for which it was asked (the sixth review of 2026-12-07):
        # an offsite, a training day; a list named later is theirs
        "HR requested the removal of the whole team for the offsite; the list is in the shared drive.",
        "Our manager asked for the removal of the whole team for the training day; the list of names is"
        " attached.",
        "Recursos Humanos pidió la baja de todo el equipo para el offsite; la lista está en la carpeta"
        " compartida.",
    ],
)
def test_the_whole_groups_removal_for_something_not_ours_is_no_removal(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        # ... never "for good" or "for the third time": our mail again
        "My manager requested the removal of the whole team for good, and yet here you are again.",
        "My manager requested the removal of the whole team for the third time and we're still getting your"
        " emails.",
        "Mi jefe pidió la baja de todo el equipo para siempre y aquí están otra vez.",
        # ... nor the way it was asked
        "Mi jefe pidió la baja de todo el equipo por correo y seguimos recibiendo sus boletines.",
    ],
)
def test_the_whole_groups_removal_for_good_or_again_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the fifth review of 2026-12-07: the group's removal asked earlier, in Italian and Portuguese
        "Il mio capo ha già chiesto la cancellazione di tutto l'ufficio dai vostri contatti.",
        "A minha chefe já pediu a remoção de toda a equipe da vossa base de dados.",
        # written for these tests
        "O meu diretor já solicitou o descadastro de toda a empresa da vossa lista de e-mails.",
        "Mon responsable a déjà demandé la désinscription de toute l'équipe de votre fichier.",
    ],
)
def test_the_whole_groups_removal_asked_in_italian_portuguese_or_french_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the group taken off a course, a project, an event: not ours
        "La responsabile ha già chiesto la cancellazione di tutto l'ufficio dal corso di formazione.",
        "A minha chefe já pediu a remoção de toda a equipe do projeto.",
        "Il mio capo ha chiesto la cancellazione di tutto il team dall'evento di marzo, ma i vostri contatti"
        " restano.",
    ],
)
def test_the_whole_groups_removal_from_something_not_ours_stays_no_removal_in_italian_and_portuguese(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the subject's reflexive auxiliary before the bare participle (heldout_dw), every reflexive language
        "Notre directrice m'a prié de vous dire qu'elle s'est désabonnée de vos mails en mars mais qu'elle "
        "les reçoit encore. Moi, je veux bien continuer à les recevoir.",
        "La mia collega si è disiscritta dalla vostra newsletter due settimane fa ma continua a riceverla. "
        "Io invece voglio restare in lista.",
        "Mi compañero me pide que os diga que él se ha dado de baja de vuestros correos y le siguen"
        " llegando.",
        "Mein Kollege lässt ausrichten, dass er sich letzte Woche abgemeldet hat, aber weiter Mails bekommt.",
        "Mijn collega vraagt me door te geven dat hij zich vorige maand heeft afgemeld maar nog"
        " mails krijgt.",
        "A minha colega pediu para avisar que ela se descadastrou da newsletter mas continua recebendo.",
    ],
)
def test_someone_elses_reflexive_removal_reported_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the reflexive past before a bare participle (heldout_dx): the colleague's removal done, the sender
        # reading on
        "Per sua informazione: il collega Neri si è già cancellato dalla lista, quindi non gli scriva più. Io"
        " invece ci do un'occhiata e le rispondo.",
        "Lei si è disiscritta ieri, io leggo con interesse.",
        "Le collègue s'est déjà désabonné lundi ; pour ma part je lis et je reviens vers vous.",
        "Mon collaborateur s'est désinscrit la semaine dernière, je regarde votre offre de mon côté.",
    ],
)
def test_a_colleagues_reflexive_past_removal_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Mon collègue s'est désinscrit, et moi aussi : retirez-moi de la liste.",
        "La mia collega si è disiscritta e anch'io voglio essere rimossa dalla lista.",
        "Je me suis désinscrit de vos envois mais je reçois toujours vos messages.",
    ],
)
def test_the_senders_own_share_beside_a_reflexive_removal_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sender's share said with "to me too" after a colleague's reflexive removal
        "La mia collega si è già disiscritta, anche a me per favore.",
        "Mon collègue s'est désinscrit, pour moi aussi s'il vous plaît.",
        "My colleague unsubscribed, me as well please.",
    ],
)
def test_the_senders_to_me_too_after_a_colleagues_removal_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sender's own reflexive past, still mailed, stays an ignored removal
        "Mi sono già disiscritto il mese scorso e continuo a ricevere le vostre mail.",
        # ... and the sender joining the colleague's
        "Lui si è già disiscritto, fate lo stesso per me.",
        "Il s'est désabonné le mois dernier, moi aussi.",
        "La collega si è già disiscritta, pure a me grazie.",
    ],
)
def test_the_senders_own_reflexive_past_removal_or_share_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# A colleague's removal reported and the sender's share right after it, a clause of its own, even after a
# semicolon (`removal_reported_for_other.SHARED_REMOVAL`, the seventh review of 2026-12-07): the sender asks
# the same removal, in every rule language.
@pytest.mark.parametrize(
    "text",
    [
        "Mein Kollege hat sich letzte Woche abgemeldet, mich bitte auch.",
        "Mi compañera ya se dio de baja, a mí también, por favor.",
        "Mijn collega heeft zich afgemeld, ik ook graag.",
        "A minha colega já se descadastrou, a mim também, por favor.",
        "Il collega si è già disiscritto; per favore anche me.",
        "Ma collègue s'est désinscrite la semaine dernière, moi aussi s'il vous plaît.",
        "My colleague unsubscribed last week, and me, please.",
        "Mijn collega heeft zich afgemeld; voor mij ook graag.",
    ],
)
def test_the_senders_share_right_after_a_colleagues_removal_is_a_removal(text):
    assert reading(text) == "unsubscribe"


# ... but a share with more after it is the sender's share in something else: the sender among the contacts
# left, the sender's own interest (the same review): no removal.
@pytest.mark.parametrize(
    "text",
    [
        "She unsubscribed last week, which leaves Tom and me as the contacts, so please send us the pricing.",
        "Il mio collega si è già disiscritto, ma anche a me piacerebbe vedere una demo.",
        "Ma collègue s'est désinscrite, mais pour moi aussi le sujet est d'actualité, appelez-moi.",
        "Mijn collega heeft zich afgemeld, ik ook graag een demo.",
        "Mi compañera ya se dio de baja, y yo también quiero una demo.",
        "O meu colega já se descadastrou, eu também quero ver a demonstração.",
    ],
)
def test_a_share_in_something_else_after_a_colleagues_removal_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# A colleague's removal from an event, a course or another tool with the sender's "me too": the same thing
# left, no removal from our mail (`removal_reported_for_other.LEFT_ELSEWHERE`, the eighth review of
# 2026-12-07), in every rule language.
@pytest.mark.parametrize(
    "text",
    [
        "My colleague unsubscribed from the webinar, me too.",
        "Il mio collega si è disiscritto dal corso; anche io.",
        "Ma collègue s'est désinscrite de la formation, moi aussi.",
        "Mi compañera se dio de baja del evento, yo también.",
        "A minha colega já se descadastrou do curso, a mim também.",
        "My colleague unsubscribed from the conference app; me too.",
        "Mijn collega heeft zich afgemeld voor de training, ik ook.",
        "Mein Kollege hat sich vom Webinar abgemeldet, ich auch.",
        "My colleague unsubscribed from Mailchimp, me too.",
    ],
)
def test_a_share_in_a_colleagues_removal_from_something_not_ours_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# ... from our mail, named or not, the share is a removal: asked now, or the sender's own past removal still
# mailed (an ignored removal, as the sender's own past removal reads)
@pytest.mark.parametrize(
    "text",
    [
        "My colleague unsubscribed from your newsletter, me too.",
        "Mi compañera se dio de baja de su lista, yo también.",
        "Il mio collega si è disiscritto dalla vostra newsletter; anche io.",
        "My colleague unsubscribed, me too I'm afraid.",
    ],
)
def test_a_share_in_a_colleagues_removal_from_our_mail_is_a_removal(text):
    assert reading(text) == "unsubscribe"


# The sender wanting the same after a colleague's removal, a clause of its own (the eighth review of
# 2026-12-07: old misses), in every rule language.
@pytest.mark.parametrize(
    "text",
    [
        "Ma collègue s'est désinscrite, pareil pour moi svp.",
        "Minha colega já se descadastrou, eu quero o mesmo.",
        "Mein Kollege hat sich abgemeldet, ich auch gerne.",
        "Mi colega se dio de baja, y yo también quiero.",
        "My colleague unsubscribed, same for me please.",
        "My colleague unsubscribed last week, I'd like the same.",
        "Mijn collega heeft zich afgemeld, hetzelfde voor mij graag.",
        "Il collega si è disiscritto, lo stesso per me.",
    ],
)
def test_the_sender_wanting_the_same_after_a_colleagues_removal_is_a_removal(text):
    assert reading(text) == "unsubscribe"


# ... with more after it, it is the sender wanting something else
@pytest.mark.parametrize(
    "text",
    [
        "Mein Kollege hat sich abgemeldet, ich auch gerne eine Demo.",
        "Ma collègue s'est désinscrite, pareil pour moi le sujet m'intéresse.",
        "Mi compañera ya se dio de baja, y yo también quiero una demo.",
        "O meu colega já se descadastrou, eu quero o mesmo preço que ele tinha.",
    ],
)
def test_the_sender_wanting_something_else_after_a_colleagues_removal_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# heldout_dy: the removal word the sender already sent for a colleague, from that colleague's mailbox
# (`removal_reported_for_other.THEIR_BOX_AFTER`): no removal of the sender; from the sender's own mailbox, or
# with no mailbox named, an ignored removal that stays one
@pytest.mark.parametrize(
    "text",
    [
        "Il mio collega è in pensione: ho già risposto io «cancellami» dalla sua casella. Non ci interessa.",
        'Tom retired last month. I already replied "unsubscribe" from his inbox, so nothing else is needed.',
        "Mein Kollege ist nicht mehr bei uns, ich habe von seinem Postfach aus mit „Abmelden“ geantwortet.",
        "Ma collègue est partie : j'ai déjà répondu « STOP » depuis sa boîte mail. Pas intéressés.",
        'Mi compañero se jubiló; ya respondí "baja" desde su cuenta. No nos interesa.',
        'Mijn collega is met pensioen, ik heb vanuit zijn mailbox "afmelden" geantwoord. Geen interesse.',
        'O meu colega saiu; já respondi "sair" da caixa dele. Não temos interesse.',
    ],
)
def test_a_removal_sent_from_a_colleagues_mailbox_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        'I already replied "unsubscribe" from my inbox twice and you keep writing.',
        'I replied "unsubscribe" twice.',
        "Ho già risposto «cancellami» due volte, smettetela.",
        "Ich habe schon zweimal mit „Abmelden“ geantwortet!",
    ],
)
def test_the_senders_own_removal_reply_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# The ninth review of 2026-12-07: a colleague's removal from our mail, then the sender's share as a sentence
# of its own ("Me too, please.", "Ich auch gerne.", "Pareil pour moi svp.", "Yo también quiero.", "Anch'io lo
# vorrei.", "Hetzelfde voor mij graag.", "Eu quero o mesmo.") is a removal in every rule language; our mail
# named inside the German perfect ("hat sich von Ihrem Newsletter abgemeldet") or before an event named as a
# time ("after attending the webinar", "nach dem Webinar", "después del evento") is still what was left
# (`SHARED_REMOVAL`, `LEFT_ELSEWHERE`). The review's sentences first.
@pytest.mark.parametrize(
    "text",
    [
        "My colleague unsubscribed from your newsletter yesterday. Me too, please.",
        "Meine Kollegin hat sich von Ihrem Newsletter abgemeldet. Ich auch gerne.",
        "Ma collègue s'est désinscrite de vos mails. Pareil pour moi svp.",
        "Mi compañero se dio de baja de sus correos. Yo también quiero.",
        "Il mio collega si è disiscritto dalla vostra newsletter. Anch'io lo vorrei.",
        "Mijn collega heeft zich afgemeld voor jullie mails. Hetzelfde voor mij graag.",
        "A minha colega descadastrou-se dos vossos e-mails. Eu quero o mesmo.",
        "My colleague unsubscribed from your emails after attending the webinar. I'd like the same.",
        "Mein Kollege hat sich nach dem Webinar von Ihren E-Mails abgemeldet. Ich auch gerne.",
        "Mi compañera se dio de baja de sus correos después del evento. Yo también quiero.",
        # ... in other words
        "Mijn collega heeft zich voor jullie nieuwsbrief afgemeld. Ik ook graag.",
        "Ella se dio de baja de sus correos. Yo también quiero, por favor.",
        "Ma collègue s'est désinscrite de vos mails après le salon. Pareil pour moi.",
    ],
)
def test_the_senders_share_as_the_next_sentence_after_a_colleagues_removal_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # ... never a share in leaving an event or a course, the event named first, nor a "me too" with
        # more after it
        "Meine Kollegin hat sich vom Kurs abgemeldet. Ich auch gerne.",
        "Ma collègue s'est désinscrite de la formation. Pareil pour moi svp.",
        "Mi compañero se dio de baja del evento. Yo también quiero.",
        "Il mio collega si è disiscritto dal corso. Anch'io vorrei.",
        "A minha colega descadastrou-se do curso. Eu quero o mesmo.",
        "Mein Kollege hat sich vom Webinar abgemeldet. Ich auch gerne.",
        "My colleague unsubscribed from the webinar after reading your newsletter. Me too, please.",
        "My colleague unsubscribed from your newsletter. Me too I read it every week.",
        "My colleague unsubscribed from your emails. Same here, we love them.",
        "My colleague was removed from the guest list. Same for me please.",
    ],
)
def test_the_senders_share_in_leaving_something_else_stays_no_removal(text):
    assert reading(text) != "unsubscribe"


# A colleague's removal, asked of us with the colleague as a pronoun ("asked you to remove her", "vous a
# demandé de la retirer", "pidió que la quitaran"), then the same asked for the sender, the sender's own
# people added ("for me and my team", "para mí y mis colegas", "pour moi et mon équipe"): a removal in every
# rule language (`SHARED_REMOVAL` with `_ASKED_OFF` and `removal_handling_asked.MY_PEOPLE`; the tenth review
# of 2026-12-07)
@pytest.mark.parametrize(
    "text",
    [
        "My colleague asked you to remove her last week. Please do the same for me and my team.",
        "Mein Kollege hat sich letzte Woche abgemeldet. Bitte machen Sie das auch für mich und mein Team.",
        "Mein Kollege hat Sie gebeten, ihn abzumelden. Machen Sie das bitte auch für mich.",
        "Mi compañero pidió la baja ayer. Hagan lo mismo para mí y mis colegas, por favor.",
        "Ma collègue vous a demandé de la retirer. Faites pareil pour moi et mon équipe, merci.",
        "Mi compañera pidió que la quitaran de sus correos. A mí también, por favor.",
        "Il mio collega vi ha chiesto di toglierlo la settimana scorsa. Fate lo stesso per me e il mio team.",
        "Mijn collega heeft gevraagd om haar te verwijderen. Doe hetzelfde voor mij en mijn team.",
        "A minha colega pediu para a removerem. Façam o mesmo comigo e com a minha equipa.",
    ],
)
def test_a_colleagues_removal_then_the_same_for_me_and_my_people_is_a_removal(text):
    assert reading(text) == "unsubscribe"


# ... never a share in something else, nor the colleague's removal alone, nor one from an event
@pytest.mark.parametrize(
    "text",
    [
        "My colleague asked you to remove her last week. Please do the same for my team's shared calendar.",
        "My colleague asked you to remove her last week. I think that was a mistake.",
        "Mi compañera pidió que la quitaran del evento del viernes. A mí también, por favor.",
    ],
)
def test_a_colleagues_removal_asked_with_no_share_of_ours_is_none(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the colleague named after the noun, a time and an "already" both before the participle (heldout_eh's
        # family)
        "Mijn collega Joost de Groot heeft zich vorige week al afgemeld, dus hij leest dit niet. Ik wel.",
        "My colleague Priya already unsubscribed last month, so she won't have seen it.",
        "Ma collègue Inès s'est déjà désinscrite le mois dernier, elle ne l'a donc pas lu.",
        "La mia collega Giulia si è già disiscritta il mese scorso, quindi non l'ha letto.",
    ],
)
def test_a_named_colleagues_past_removal_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "My colleague and I unsubscribed last year and we still get your mails.",
        "Mijn collega Joost heeft zich al afgemeld, ik ook graag.",
        "Mein Kollege Jan hat sich letzte Woche schon abgemeldet, mich bitte auch.",
    ],
)
def test_the_sender_beside_a_named_colleague_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the request made in a reply of theirs, where and when between, a role for a colleague, and an
        # address given as whose removal to check (heldout_ej's family)
        "Our accountant Mireille wrote back to your March newsletter requesting to be removed from your "
        "mailing list, yet your reminder landed in her inbox today. Can you look into it? mireille@coop.test",
        "Notre comptable a répondu à votre premier message en demandant sa désinscription, mais elle reçoit "
        "toujours vos relances. Pouvez-vous vérifier ?",
        "A minha colega Inês respondeu ao vosso primeiro e-mail pedindo o descadastro, mas continua a "
        "receber as mensagens. Podem verificar?",
        "Meine Kollegin Jana hat auf Ihre erste Mail geantwortet und um die Abmeldung gebeten, bekommt aber "
        "weiter Ihre Mails. Können Sie das prüfen?",
    ],
)
def test_a_colleagues_removal_asked_in_a_reply_of_theirs_is_none(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "I replied to your first email asking to be taken off your list, but I still get your mail.",
        "Please take my colleague Priya off your list too.",
        # an assistant files the sender's own removal
        "My assistant replied to your first email asking to have me taken off your list, and your mail "
        "still comes.",
    ],
)
def test_the_senders_own_reply_or_a_removal_asked_now_stays_one(text):
    assert reading(text) == "unsubscribe"


# the sender's share after a colleague's removal reported, as the next sentence or before the sender's own
# removal in other words, in every rule language (the twentieth review of 2026-12-07)
@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "My boss asked to be removed from your list. Same for me please.",
        "Mon comptable a demandé sa désinscription, et moi aussi je veux être retiré.",
        "My colleague asked to be removed from your list. Me too.",
        # ours
        "My colleague asked to be removed from your list. Same here.",
        "My manager asked to be removed from your list. Me too, I want to be removed as well.",
        "Mon comptable a demandé sa désinscription. Et moi aussi, je veux être retiré.",
        "Mi jefa pidió la baja, y yo también quiero darme de baja.",
        "Mein Chef hat um Abmeldung gebeten. Ich auch.",
        "Il mio collega ha chiesto di essere rimosso dalla vostra lista. Anche io.",
        "Mijn collega heeft gevraagd om van jullie lijst verwijderd te worden. Ik ook.",
        "O meu colega pediu para ser removido da vossa lista, eu também quero ser removido.",
    ],
)
def test_the_senders_share_after_a_stop_or_before_a_clause_of_their_own_is_a_removal(text):
    assert reading(text) == "unsubscribe"


# ... never a "me too" with a clause on anything else, the sender ruled out, or a share in leaving a thing not
# ours
@pytest.mark.parametrize(
    "text",
    [
        "My colleague asked to be removed from your list. Me too I read your blog though.",
        "Moi aussi je lis votre newsletter, mais mon collègue a demandé à être désinscrit.",
        "My colleague asked to be removed from your list. I'm staying.",
        "Mon collègue s'est désinscrit de la formation. Moi aussi.",
    ],
)
def test_a_me_too_on_something_else_joins_no_colleagues_removal(text):
    assert reading(text) != "unsubscribe"
