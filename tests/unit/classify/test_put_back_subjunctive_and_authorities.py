"""Removal requests and their look-alikes, the families held-out set G showed, in every rule language:
an accidental removal the sender wants undone ("I unsubscribed by mistake, please add me back") is no
removal request; a removal asked for in the subjunctive or conditional ("te agradecería que me dieras de
baja", "che mi cancelliate dalla lista", "que me retirassem da lista") is one, as are an erasure and
"refrain from contacting me" in the formal register and a complaint to a data protection authority
threatened ("presentaré una reclamación ante la AEPD"). Deleting a file sent by mistake is no removal
request, and the sender's own document on its way to us is no interest.

Precision never at the cost of recall: a real request beside the undone one is still an unsubscribe.
Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I unsubscribed by mistake last week. Could you add me back to the newsletter?",
        "I accidentally clicked unsubscribe. Please put me back on the list.",
        'Ich habe aus Versehen auf "Abmelden" geklickt. Können Sie mich wieder eintragen?',
        "Ich habe mich versehentlich abgemeldet. Bitte nehmen Sie mich wieder auf.",
        "Je me suis désinscrit par erreur. Pouvez-vous me réinscrire ?",
        "Me desuscribí por error del boletín, ¿podéis darme de alta otra vez?",
        "Me di de baja sin querer. ¿Pueden volver a darme de alta?",
        "Mi sono disiscritto per sbaglio, potete iscrivermi di nuovo?",
        "Ik heb me per ongeluk afgemeld. Kunt u me weer aanmelden?",
        "Cancelei a inscrição sem querer. Podem me inscrever de novo?",
        "Descadastrei por engano, podem me cadastrar novamente?",
    ],
)
def test_an_accidental_removal_to_be_undone_is_no_unsubscribe(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        # a mistake, but nothing to put back: the request stands
        "Unsubscribe me, I signed up by mistake.",
        "Bitte melden Sie mich ab, ich habe mich versehentlich angemeldet.",
        "Désinscrivez-moi, je me suis inscrit par erreur.",
        # undone on one list, a real request for the sales mail beside it
        "I unsubscribed from the newsletter by mistake, add me back. But stop emailing me about sales.",
        "Ich habe mich aus Versehen abgemeldet, bitte wieder eintragen. Die Vertriebsmails: austragen bitte.",
        "Me di de baja por error, dadme de alta en el boletín. Y no me escriban más desde ventas.",
        "Ik heb me per ongeluk afgemeld, meld me weer aan. Maar mail me niet meer over sales.",
    ],
)
def test_a_real_request_beside_an_undone_removal_is_still_an_unsubscribe(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # Spanish subjunctive and conditional
        "Te agradecería que me dieras de baja de vuestra lista de correo.",
        "Les agradecería que me dieran de baja.",
        "Me gustaría que me borren de su lista.",
        "Os pediría que me quitarais de vuestra base de datos.",
        "Le ruego que me elimine de sus envíos, por favor.",
        # Italian, Portuguese, French
        "Vi chiedo gentilmente che mi cancelliate dalla vostra lista.",
        "Preferirei che mi toglieste dalla mailing list.",
        "Vorrei essere cancellata dalla vostra newsletter.",
        "Agradeço que me retirassem da lista de vocês.",
        "Gostaria que me removessem do cadastro.",
        "Gostaria de ser removido da lista.",
        "Je vous serais reconnaissant que vous me retiriez de votre liste.",
        "J'aimerais que vous me désinscriviez.",
        # German, Dutch, English conditionals
        "Würden Sie mich bitte aus Ihrem Verteiler austragen?",
        "Könnten Sie meine Adresse bitte aus Ihrer Datenbank entfernen?",
        "Zou u mij willen uitschrijven?",
        "Wilt u mij van uw lijst verwijderen?",
        "I'd appreciate it if you removed me from your list.",
    ],
)
def test_a_removal_in_the_subjunctive_or_conditional_is_an_unsubscribe(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Le solicito que suprima mis datos personales de sus bases de datos.",
        "Le ruego que se abstenga de enviarme más comunicaciones comerciales.",
        "Absténganse de contactarme.",
        "Je vous demande de vous abstenir de me contacter à l'avenir.",
        "Vi prego di astenervi dall'inviarmi ulteriori comunicazioni.",
        "Peço que se abstenha de me enviar novas mensagens.",
        "Wij verzoeken u zich te onthouden van het sturen van e-mails.",
        "Please refrain from contacting me again.",
        "Bitte sehen Sie von weiteren Zusendungen ab.",
        # a complaint to the authority, threatened, in every rule language
        "Si vuelvo a recibir un correo, presentaré una reclamación ante la Agencia Española de Protección"
        " de Datos.",
        "Au prochain message, je dépose une plainte auprès de la CNIL.",
        "Al prossimo messaggio farò una segnalazione al Garante della privacy.",
        "Bij een volgende mail dien ik een klacht in bij de Autoriteit Persoonsgegevens.",
        "Se receber mais um e-mail, farei uma reclamação à ANPD.",
        "One more email and I'll file a complaint with the ICO.",
        "Beim nächsten Mal reiche ich Beschwerde beim Landesdatenschutzbeauftragten ein.",
    ],
)
def test_an_erasure_abstention_or_a_complaint_to_the_authority_is_an_unsubscribe(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # deleting a file or a document is never a removal request
        "Je vous ai envoyé par erreur le fichier export.xlsx : merci de le supprimer sans l'ouvrir.",
        "I sent you the wrong file, please delete it.",
        "Bitte löschen Sie die Datei, die ich Ihnen geschickt habe.",
        "Por favor, borre el archivo que le envié por error.",
        "Per favore cancellate il file che vi ho mandato per sbaglio.",
        "Verwijder alstublieft het bestand dat ik per ongeluk stuurde.",
        "Por favor, apague o arquivo que enviei por engano.",
        # "stopped using X", "cancelled our subscription to the system we used"
        "Dejamos de usar Excel el año pasado.",
        "Cancelamos a assinatura do sistema que usávamos.",
        "We cancelled our subscription to our old CRM.",
        # the authority named, no complaint threatened
        "The CNIL published new guidance on cold emailing; does your tool comply?",
    ],
)
def test_deleting_a_file_or_leaving_a_product_is_no_unsubscribe(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Je vous ai envoyé par erreur le fichier au lieu de la plaquette. La bonne plaquette suit dans un"
        " prochain mail.",
        "Anbei unsere Unterlagen zum Projekt.",
        "I have sent you our presentation by mistake, please ignore it.",
        "Le he enviado la propuesta equivocada; la buena va en otro correo.",
    ],
)
def test_the_senders_own_document_on_its_way_is_no_interest(text):
    assert rule_intent(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Envoyez-moi la plaquette, s'il vous plaît.",
        "Schicken Sie mir bitte Unterlagen.",
        "Gerne einen Termin nächste Woche.",
        "Merci pour la plaquette, pouvons-nous caler une démo ?",
    ],
)
def test_a_document_asked_for_is_still_interest(text):
    assert rule_intent(text) == "interested"
