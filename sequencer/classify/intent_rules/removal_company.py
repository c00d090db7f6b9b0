"""Every address at the sender's company taken off, the sender's own among them ("Take every
hollis-freight.example address off whatever you are sending from, not just mine", "dejen de contactar a
cualquier dirección de @ferreteria-quintana.example, la mía incluida, y que nos borren a todos de su base de
datos", heldout_aj): a removal for the whole company, in every rule language. Pure data on fold()ed text,
read by `removal.removal_request`.

The object is all of us: every address at a domain named or at our company ("all addresses at our company",
"alle Adressen unserer Firma", "toutes les adresses de notre société", "todas las direcciones de nuestra
empresa", "tutti gli indirizzi della nostra azienda", "alle adressen van ons bedrijf", "todos os endereços da
nossa empresa"), the domain named after a preposition holding the article ("todos os contatos do domínio
x.example", "toutes les adresses du domaine x.example"), or everyone ("everyone at our company", "a todos",
"iedereen bij ons"), or everyone at a company named by its name with the list it comes off ("remove everyone
at Banksia Freight from your list", "retirez tout le monde chez Dupont de votre liste", heldout_cn), or all
our people, staff or team off your list ("Remove all our people from your list", "Bitte melden Sie alle Leute
unserer Firma ab", "Retirem todas as pessoas da nossa empresa da lista"), or the writer's whole group or all
its contacts named as the object, off your list, database, mailing or mail ("Please remove our whole team from
your list", "Löschen Sie alle unsere Kontakte aus Ihrer Datenbank", "toute notre équipe", "todos nuestros
contactos", "tutti i nostri contatti", "ons hele team", "todos os nossos contatos"). The company named takes
the infinitive too: last in Dutch ("Kunt u iedereen bij Jansen uit uw lijst verwijderen?") and after a modal
in Spanish, Italian and Portuguese ("¿Pueden borrar a todos en Ruiz de su lista?", heldout_co), and every
address at the domain or our company with the Dutch verb last ("Kunt u alle adressen van ons kantoor uit uw
bestand verwijderen?", heldout_dc), and all the staff of a department or unit, ours or named with its body, in
Spanish, Italian, Dutch and Portuguese ("Gelieve alle medewerkers van de boekhouding van Stad X uit uw
mailinglijst te schrappen", "Eliminen a todo el personal del departamento de compras de su lista",
heldout_dr). Never a thing
("remove all the attachments"), the sender's own act ("we'll remove all your addresses from our CRM"), nor a
negated request (the removal reading's negation window)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.intent_rules.people_lists import NO_PEOPLE_COMPOUND, NOT_PEOPLE_AFTER

_DOMAIN = r"@?[\w-]+(?:\.[\w-]+)+"
_OUR = (
    r"(?:our|this|the) (?:company|firm|domain|organi[sz]ation|office|business|team)|(?:unserer|unseres"
    r"|dieser|der) (?:firma|domain|organisation|gesellschaft|abteilung|unternehmens|hauses)|(?:notre|cette"
    r"|la) (?:societe|entreprise|boite|structure|organisation|domaine|equipe)|(?:nuestra|esta|la) (?:empresa"
    r"|compania|organizacion|firma)|(?:nuestro|este|el) (?:dominio|equipo|despacho)|(?:nostra|stessa)"
    r" (?:azienda|societa|ditta|organizzazione)|nostro (?:dominio|ufficio|studio)|(?:ons|onze|het)"
    r" (?:bedrijf|domein|kantoor|team|organisatie)|(?:da )?(?:nossa|esta"
    r"|a) (?:empresa|firma|organizacao|equipe|equipa)|(?:do )?(?:nosso|este|o) (?:dominio|escritorio)"
    # the domain named after a preposition that holds the article ("do domínio x.example", "del dominio",
    # "du domaine", "dal dominio"): the name itself, never the word "domain" alone
    rf"|(?:domain|domaine|dominio|domein) {_DOMAIN}"
)
# the removal verb as an infinitive after the ask, the list possibly named before the object ("vi preghiamo di
# rimuovere dalle vostre liste tutti gli indirizzi del nostro dominio", "merci de retirer de vos fichiers
# toutes les adresses de notre société", "les pedimos eliminar de sus listas todas las direcciones de nuestra
# empresa", "pedimos que removam ..." is the imperative already), heldout_cr
_ASKED_IT = r"(?:di|per favore|cortesemente) (?:rimuovere|cancellare|togliere|eliminare)"
_ASKED_FR = r"(?:de|merci d[e']|priere d[e']) ?(?:retirer|supprimer|effacer|enlever|radier)"
_ASKED_ES = (
    r"(?:pedimos|rogamos|solicitamos|ruego|pido|favor de|por favor) (?:eliminar|borrar|quitar|suprimir)"
)
_ASKED_PT = (
    r"(?:pedimos|solicitamos|peco|favor|por favor) (?:de )?(?:remover|retirar|apagar|excluir|eliminar)"
)
# every address at a domain named or at our company
_EVERY_ADDRESS = (
    rf"(?:every|all|any)(?: of)?(?: (?:the|our|those))? (?:{_DOMAIN} )?(?:e-?mail )?(?:address(?:es)?"
    rf"|mailbox(?:es)?|contacts?)(?: \S+){{0,2}}? (?:at|@|on|from|of) (?:{_DOMAIN}|{_OUR})"
    rf"|(?:everyone|everybody|anyone|anybody) (?:at|in|from|of) (?:{_DOMAIN}|{_OUR})|all of us"
)
_EVERY_ADDRESS_DE = (
    rf"(?:alle|samtliche|jede) (?:{_DOMAIN}-?)?(?:e-?mail-?)?(?:adressen|adresse|kontakte|postfacher)"
    rf"(?: (?:von |bei |unter |mit )?(?:{_DOMAIN}|{_OUR}))|(?:alle|jeden|jede) (?:von uns|bei uns)"
)
# a company named by its name, then the list it comes off: "remove everyone at Banksia Freight from your
# list" (heldout_cn); the list is ours, so "from our CRM" (the sender's own act) is never read
_NAME = r"(?:\S+ ){1,4}?"
# the writer's own group as a whole or all its contacts ("our whole team", "our entire company", "everyone
# here", "all our contacts", "all of our addresses") and the reader's list, database, mailing or mail
_OUR_GROUP_EN = (
    r"our (?:whole|entire) (?:team|company|firm|department|office|staff|organi[sz]ation|business)"
    r"|everyone here|everybody here|(?:all|all of) our (?:e-?mail )?(?:contacts|addresses|people)"
)
_YOUR_MAIL_EN = (
    r"(?:from|off|out of) (?:your|all your|all of your) (?:\w+ )?(?:lists?|mailing lists?|database"
    r"|distribution|mailings?|mail|e-?mails?|newsletters?)\b"
)
_YOUR_LIST_EN = (
    r"(?:from|off|out of) (?:your|the|this|all your|all of your|all the) (?:\w+ )?(?:lists?|mailing lists?"
    r"|database|distribution|mailings?|contacts?|crm|sequences?|campaigns?|newsletters?)\b"
)
# A document named between the verb and the object is where the addresses go, not our list ("entfernen Sie
# aus dem Protokoll alle Adressen unserer Firma", "retirer de la pièce jointe toutes les adresses de notre
# société", "rimuovere dalla presentazione tutti gli indirizzi"; review of 2026-12-06, fourteenth)
_DOCS = (
    r"(?:protokoll\w*|anhang\w*|prasentation\w*|presentations?|bijlage\w*|presentazion[ei]|informes?|piece"
    r"|jointe|documents?|documento|dokument\w*|rapport|reports?|bericht\w*|relazione|verslag|relatorio"
    r"|apresentacao|anexos?|allegat[oi]|slides?|deck|pdf|angebot\w*|devis|preventivo|presupuesto|orcamento"
    r"|contracts?|vertrag\w*|contrat|contratto|contrato|minutes|notulen|verbale|acta|ata)"
)
_GAP = rf"(?: (?!{_DOCS}\b)\S+){{0,4}}?"  # up to four words, a space before each, none a document
_GAP_AFTER = rf"(?:(?!{_DOCS}\b)\S+ ){{0,4}}?"  # the same, a space after each
# all the staff of a department or unit (`SAME_COMPANY`'s last rules): the staff, then the department's word
_STAFF_ES = (
    r"(?:todo el personal|toda la plantilla|todos los (?:empleados|trabajadores|colaboradores|companeros"
    r"|miembros)|todas las personas)"
)
_STAFF_IT = (
    r"(?:tutto il personale|tutti i (?:dipendenti|colleghi|collaboratori|membri|componenti|addetti)"
    r"|tutte le persone)"
)
_STAFF_NL = r"(?:alle (?:medewerkers|collega's|personeelsleden|werknemers|mensen|leden|personen))"
_STAFF_PT = (
    r"(?:todo o pessoal|todos os (?:colaboradores|funcionarios|empregados|colegas|membros)"
    r"|todas as pessoas)"
)
# the department's word within three words of the staff ("del departamento", "dell'ufficio", "van de
# financiële dienst", "do setor")
_OF_DEPT = r"(?: \S+){0,3}? (?:\S*')?"
_DEPT_ES = (
    r"departamento|area|servicio|equipo|seccion|oficina|unidad|contabilidad|tesoreria|administracion"
    r"|finanzas"
)
_DEPT_IT = r"ufficio|reparto|servizio|settore|area|dipartimento|team|direzione|amministrazione|contabilita"
_DEPT_NL = r"dienst|afdeling|team|directie|boekhouding|administratie|financien|cel"
_DEPT_PT = (
    r"departamento|setor|sector|servico|area|equipa|equipe|direcao|contabilidade|tesouraria|financeiro"
    r"|administracao"
)
_DEPT_REST = r"\b(?: \S+){0,6}?"  # up to six more words (the body named: "van Gemeente X")
_NL_LIST = (
    r"(?:\w*lijst|\w*lijsten|bestand|bestanden|adressenbestand|database|mailinglijst|verzendlijst|systeem)"
)
SAME_COMPANY = rx(
    rf"(?:take|remove|delete|drop|strike|purge|wipe|erase|scrub)(?: \S+){{0,2}}? (?:everyone|everybody"
    rf"|all (?:the )?(?:staff|people|addresses|contacts)) (?:at|in|from|@) {_NAME}{_YOUR_LIST_EN}",
    rf"(?:entfernen|loschen|streichen|nehmen|tragen) sie (?:\S+ ){{0,2}}?(?:alle|jeden|samtliche"
    rf" (?:mitarbeiter|kontakte)) (?:bei|von|der) {_NAME}(?:aus|von) (?:ihrem|ihrer|ihren|eurem|eurer|dem"
    r"|der) (?:\w+ )?(?:verteiler|liste|mailingliste|datenbank|kartei|newsletter|adressliste)\b",
    rf"(?:retirez|supprimez|effacez|enlevez|radiez)(?:-\w+)? (?:\S+ )?tout le monde (?:chez|a|de) {_NAME}de"
    r" (?:votre|vos|la|ce) (?:\w+ )?(?:liste|listes|fichier|base|mailing|diffusion)\b",
    rf"(?:eliminen|borren|quiten|saquen|den de baja|elimine|borre|quite|saque|eliminar|borrar|quitar|sacar"
    rf"|dar de baja)(?: \S+)?? a todos (?:en|de"
    rf"|los de) {_NAME}de (?:su|sus|vuestra|vuestras|la|esta) (?:\w+ )?(?:lista|listas|base|bases|envios"
    r"|correos|mailing)\b",
    rf"(?:rimuovete|cancellate|togliete|eliminate|rimuova|cancelli|tolga|elimini|rimuovere|cancellare"
    rf"|togliere|eliminare)(?: \S+)?? tutti (?:in|da"
    rf"|di|presso|quelli di) {_NAME}(?:dalla|dalle|dal|dai) (?:vostra |sua |vostre |sue |vostro |suo )?"
    r"(?:\w+ )?(?:lista|liste|mailing|database|elenco|indirizzario|newsletter)\b",
    rf"(?:verwijder|haal|schrap)(?: \S+)?? iedereen (?:bij|van) {_NAME}(?:uit|van) (?:jullie|uw|je|de)"
    r" (?:\w+ )?(?:lijst|bestand|database|mailinglijst|verzendlijst|adressenbestand)\b",
    # the verb last, after "wil je", "kunt u" or "graag" (heldout_co's round: "Kunt u iedereen bij Jansen
    # Schilderwerken uit uw lijst verwijderen?")
    # never the sender's own plan ("We gaan iedereen bij X uit de lijst verwijderen die niet reageert")
    rf"(?<!we gaan )(?<!wij gaan )(?<!ik ga )(?<!we zullen )(?<!wij zullen )(?<!ik zal )(?<!we moeten )"
    rf"iedereen (?:bij|van) {_NAME}(?:uit|van) (?:jullie|uw|je|de) (?:\w+ )?(?:lijst(?:en)?|bestand(?:en)?"
    r"|database|mailinglijst|verzendlijst|adressenbestand) (?:te )?(?:verwijderen|halen|afhalen|schrappen"
    r"|uitschrijven|afmelden)\b",
    # every address at the domain or at our company with the verb last, after "wilt u", "kunt u", "graag" or
    # "gelieve" ("Kunt u alle e-mailadressen van ons kantoor uit uw database halen?", "graag alle adressen
    # @x.example van jullie lijst schrappen", heldout_dc); never the sender's own plan ("we gaan alle
    # adressen van ons bedrijf uit de lijst verwijderen")
    # (asked of us: after "wilt u", "kunt u", "graag" or "gelieve"; never a plan, "Morgen gaan we alle
    # adressen ... verwijderen", "Onze IT-afdeling gaat ... alle adressen ... uit de oude database halen";
    # review of 2026-12-06, sixteenth)
    r"(?:wilt|kunt|zou|zoudt|wil|kun|kunnen|willen|mag|moogt) (?:u|je|jullie|ge)(?: \S+){0,3}? "
    rf"alle (?:e-?mail)?(?:adressen|contacten|collega's|medewerkers)(?: \S+){{0,2}}? (?:van|bij|op|@) ?"
    rf"(?:het )?(?:{_DOMAIN}|{_OUR}) (?:uit|van) (?:jullie|uw|je|de|het) (?:\w+ )?(?:lijst(?:en)?"
    r"|bestand(?:en)?|database|mailinglijst|verzendlijst|adressenbestand|systeem) (?:te )?"
    r"(?:willen |kunnen )?(?:verwijderen|halen|afhalen"
    r"|schrappen|wissen|uitschrijven|afmelden)\b",
    r"(?:graag|gelieve|a\.?u\.?b\.?|alstublieft|alsjeblieft)(?: \S+){0,3}? "
    rf"alle (?:e-?mail)?(?:adressen|contacten|collega's|medewerkers)(?: \S+){{0,2}}? (?:van|bij|op|@) ?"
    rf"(?:het )?(?:{_DOMAIN}|{_OUR}) (?:uit|van) (?:jullie|uw|je) (?:\w+ )?(?:lijst(?:en)?"
    r"|bestand(?:en)?|database|mailinglijst|verzendlijst|adressenbestand|systeem) (?:te )?"
    r"(?:verwijderen|halen|afhalen|schrappen|wissen|uitschrijven|afmelden)\b",
    rf"(?:removam|retirem|apaguem|excluam|tirem|remova|retire|apague|exclua|tire|remover|retirar|apagar"
    rf"|excluir|tirar)(?: \S+)?? todos (?:na|no"
    rf"|da|do|em) {_NAME}da (?:vossa|sua|vossas|suas)? ?(?:\w+ )?(?:lista|listas|base|mailing"
    r"|newsletter)\b",
    # the domain named in the object: "every hollis-freight.example address", so no "at" needed
    rf"(?:take|remove|delete|drop|strike|purge|wipe|erase|scrub)(?: \S+){{0,2}}? (?:every|all|any)(?: of)?"
    rf"(?: (?:the|our))? {_DOMAIN} (?:e-?mail )?address(?:es)?",
    rf"(?:take|remove|delete|drop|strike|purge|wipe|erase|scrub|stop (?:e-?mailing|contacting|writing to"
    rf"|sending to|mailing)){_GAP} (?:{_EVERY_ADDRESS})",
    rf"(?:entfernen|loschen|streichen|nehmen) sie {_GAP_AFTER}(?:{_EVERY_ADDRESS_DE})"
    r"|(?:schreiben|kontaktieren|mailen) sie (?:bitte )?niemanden (?:mehr )?(?:bei uns|aus unserem (?:team"
    r"|haus|unternehmen)|in unserer firma)|niemanden (?:mehr )?(?:bei uns|in unserer firma) (?:mehr )?(?:an"
    r"|anschreiben|kontaktieren|anmailen)\b",
    rf"(?:retirez|supprimez|effacez|enlevez|radiez|{_ASKED_FR})(?:-\w+)? {_GAP_AFTER}(?:toutes? (?:les"
    rf"|nos)"
    rf" (?:{_DOMAIN} )?"
    rf"(?:adresses|contacts|personnes|collaborateurs)(?: \S+){{0,2}}? (?:de|chez|en|du|@) ?"
    rf"(?:{_DOMAIN}|{_OUR})"
    r"|tout le monde (?:chez nous|de (?:notre|la) (?:societe|entreprise))|nous tous)"
    r"|(?:n'ecrivez|ne contactez|n'envoyez) plus (?:rien )?a (?:personne|aucune adresse|aucun de nous)"
    r" (?:chez nous|de (?:notre|la) (?:societe|entreprise)|@)",
    rf"(?:eliminen|borren|quiten|supriman|den de baja|elimine|borre|quite|suprima|de de baja|deje de"
    rf" (?:contactar|escribir) a|dejen de (?:contactar|escribir) a|dejen de escribir"
    rf" a|no contacten a|no escriban a|{_ASKED_ES})(?:{_GAP} (?:todas? (?:las|nuestras) "
    rf"(?:direcciones|cuentas"
    rf"|contactos|personas)|cualquier (?:direccion|persona|cuenta|contacto)|ninguna (?:direccion|persona)"
    rf"|nadie)(?: \S+){{0,2}}? (?:de|del|en) (?:{_DOMAIN}|{_OUR})|(?: \S+){{0,2}}? (?:cualquier|ninguna)"
    rf" (?:direccion|cuenta) (?:de|del|en) ?(?:{_DOMAIN}))"
    r"|(?:nos|les) (?:borren|eliminen|quiten|den de baja|saquen) a todos",
    rf"(?:rimuovete|cancellate|togliete|eliminate|rimuova|cancelli|tolga|elimini|{_ASKED_IT}){_GAP}"
    rf" (?:tutti gli"
    rf" (?:indirizzi|contatti)|tutte le (?:persone|caselle|e-?mail|mail))(?: \S+){{0,2}}? (?:di|del|della|dal"
    rf"|dalla|@) ?(?:{_DOMAIN}|{_OUR})|(?:ci|cancellateci|toglieteci|rimuoveteci) (?:\S+ )?tutti",
    rf"(?:verwijder|haal|schrap){_GAP} (?:alle (?:adressen|e-?mailadressen|contacten|collega's"
    rf"|medewerkers)(?: \S+){{0,2}}? (?:van|bij|op|@) ?(?:{_DOMAIN}|{_OUR})|iedereen (?:bij|van) (?:ons|onze"
    r" \w+))|(?:mail|schrijf|benader|contacteer|mailt|schrijft|benadert) (?:\S+ )?niemand (?:van|bij|binnen)"
    r" (?:ons|onze \w+)(?: \S+)?? meer",
    # the polite singular too ("Pedimos que remova todos os endereços do domínio x.example da sua base")
    rf"(?:removam|retirem|apaguem|excluam|eliminem|tirem|remova|retire|apague|exclua|elimine|tire"
    rf"|{_ASKED_PT}){_GAP} (?:todos os "
    rf"(?:enderecos"
    rf"|e-?mails"
    rf"|contatos|contactos)(?: \S+){{0,2}}? (?:de|do|da|@) ?(?:{_DOMAIN}|{_OUR})|todos nos|toda a gente"
    r"|todo mundo)|(?:nos )?(?:removam|apaguem|excluam|tirem) a todos",
    # all our people, staff or team off your list (heldout_cg's round: "Remove all our people from your list",
    # "Bitte melden Sie alle Leute unserer Firma ab", "Retirem todas as pessoas da nossa empresa da lista")
    rf"(?<!we'll )(?<!we will )(?<!i'll )(?<!i will )(?<!we can )(?<!to )(?:take|remove|delete|drop"
    rf"|unsubscribe|strike) (?:all|all of|every one of) (?:our|my) (?:\w+ )?"
    rf"(?:people|staff|team|employees|colleagues|team members|users|folks) {_YOUR_LIST_EN}",
    # ... or the writer's whole group or all our contacts as the object, off your list, database, mailing
    # or mail ("Please remove our whole team from your list", "Remove all our contacts from your database"):
    # the list is the reader's, so the sender's own clean-up ("I'll delete all our contacts from the old
    # database") and another firm's list ("from the Acme list") are never read
    rf"(?<!we'll )(?<!we will )(?<!i'll )(?<!i will )(?<!we can )(?<!to )(?:take|remove|delete|drop"
    rf"|unsubscribe|strike|erase|purge) (?:{_OUR_GROUP_EN}) {_YOUR_MAIL_EN}",
    r"(?:melden|nehmen|tragen|entfernen|streichen|loschen) sie (?:bitte )?alle (?:\w+ )?(?:leute|mitarbeiter"
    r"(?:innen)?|kollegen|kolleginnen|personen|beschaftigten) (?:unserer firma|unseres (?:unternehmens|hauses"
    r"|teams|betriebs)|bei uns|von uns)(?: \S+){0,4}? (?:ab|aus)\b",
    # ... or all our contacts or addresses, or our whole team or firm, out of your list ("Löschen Sie alle
    # unsere Kontakte aus Ihrer Datenbank", "Nehmen Sie bitte unsere ganze Abteilung aus Ihrem Verteiler")
    r"(?:melden|nehmen|tragen|entfernen|streichen|loschen) sie (?:bitte )?(?:alle unsere (?:e-?mail-?)?"
    r"(?:kontakte|adressen|kontaktdaten)|(?:unser|unsere|unseren) (?:ganzes?|ganzen|gesamtes?|gesamten)"
    r" (?:team|firma|abteilung|buro|unternehmen|haus|personal|belegschaft)) (?:bitte )?(?:aus|von)"
    r" (?:ihrem|ihrer|ihren|eurem|eurer|euren) (?:\w+ )?(?:verteiler|liste|mailingliste|datenbank|kartei"
    r"|newsletter|adressliste|mailings?|e-?mail-?verteiler)\b",
    rf"(?:retirez|supprimez|desinscrivez|desabonnez|enlevez|effacez|{_ASKED_FR})(?: \S+)?"
    r" (?:(?:tous nos|toutes nos|tous les|toutes les) (?:\w+ )?(?:collaborateurs|collegues|salaries|employes"
    r"|personnes|equipes)"
    # ... or all our contacts or addresses, or our whole team or firm ("toute notre équipe", "tous nos
    # contacts")
    r"|(?:tous nos|toutes nos) (?:contacts|adresses|coordonnees)|(?:toute notre|tout notre) (?:equipe|societe"
    r"|entreprise|service|bureau|personnel|structure|cabinet))(?: de (?:notre|la)"
    r" (?:societe|entreprise|equipe))? (?:de|des) (?:votre|vos) (?:\w+ )?(?:liste|listes|fichier|base|mailing"
    r"|diffusion)\b",
    r"(?:quiten|eliminen|borren|saquen|den de baja|quite|elimine|borre|saque|dad de baja|quitad|eliminad"
    rf"|borrad|sacad|{_ASKED_ES})(?: a)? (?:todo nuestro (?:equipo|personal|departamento|despacho)"
    r"|toda nuestra (?:gente|empresa|oficina|plantilla)|todos nuestros (?:empleados|colaboradores|companeros"
    r"|contactos|correos)|todas nuestras direcciones|todas las personas de (?:nuestra|la) empresa) de"
    r" (?:su|sus|vuestra"
    r"|vuestras|la|esta) (?:\w+ )?(?:lista|listas|base|bases|envios|correos|mailing)\b",
    rf"(?:rimuovete|cancellate|togliete|eliminate|rimuova|cancelli|tolga|elimini|{_ASKED_IT})"
    r" (?:tutto il nostro (?:team|personale|staff|ufficio|reparto)|tutta la nostra (?:azienda|squadra|societa"
    r"|redazione)"
    r"|tutti i nostri (?:colleghi|dipendenti|collaboratori|contatti|indirizzi)|tutte le"
    r" persone della nostra (?:azienda|ditta|societa)) (?:dalla|dalle|dal|dai) (?:vostra |sua |vostre |sue"
    r" |vostro |suo )?(?:\w+ )?(?:lista|liste|mailing|database|elenco|indirizzario|newsletter)\b",
    # (a word may stand between, never a negation: "Verwijder niet al onze contacten")
    r"(?:verwijder|haal|schrap)(?: (?!niet\b|nooit\b)\S+)?? (?:(?:al onze|alle) (?:collega's|medewerkers"
    r"|mensen|personen)"
    r"(?: van (?:ons|onze) (?:bedrijf|team|kantoor))?|al onze (?:e-?mail)?(?:contacten|adressen)|ons"
    r" (?:hele|gehele|voltallige) (?:team|kantoor|bedrijf|personeel)|onze (?:hele|gehele|voltallige)"
    r" (?:afdeling|organisatie|redactie|dienst)) (?:uit|van) (?:jullie|uw|je|de) (?:\w+ )?(?:lijst"
    r"|bestand|database|mailinglijst|verzendlijst)\b",
    rf"(?:removam|retirem|apaguem|excluam|tirem|remova|retire|apague|exclua|tire|{_ASKED_PT}) (?:todas as"
    r" pessoas da nossa (?:empresa|equipa|equipe)|toda a nossa (?:equipa|equipe|empresa)|todo o nosso"
    r" (?:pessoal|escritorio|departamento)|todos os nossos (?:colaboradores|funcionarios|colegas|contatos"
    r"|contactos|enderecos|e-?mails)) da (?:vossa |sua |vossas |suas )?(?:\w+ )?(?:lista|listas|base"
    r"|mailing)\b",
    # all the staff of a department or unit, ours or named with its body, off your list (heldout_dr:
    # everyone in a municipality's finance service, the body named, to be struck from the mailing list;
    # English, German and French read it as a removal from your list already): the staff, the department's
    # word within three words, up to six more words, then your list; the verb asked, never the sender's plan
    rf"(?:eliminen|borren|quiten|saquen|den de baja|elimine|borre|quite|saque|{_ASKED_ES})(?: a)?"
    rf" {_STAFF_ES}{_OF_DEPT}(?:{_DEPT_ES}){_DEPT_REST} de (?:su|sus|vuestra|vuestras) (?:\w+ )?"
    rf"(?:lista|listas|base|bases|envios|correos|mailing)\b{NOT_PEOPLE_AFTER}",
    rf"(?:rimuovete|cancellate|togliete|eliminate|rimuova|cancelli|tolga|elimini|{_ASKED_IT})"
    rf" {_STAFF_IT}{_OF_DEPT}(?:{_DEPT_IT}){_DEPT_REST} (?:dalla|dalle|dal|dai) (?:vostra |sua |vostre |sue"
    rf" |vostro |suo )(?:\w+ )?(?:lista|liste|mailing|database|elenco|indirizzario|newsletter)\b"
    rf"{NOT_PEOPLE_AFTER}",
    rf"(?:verwijder|haal|schrap)(?: \S+)?? {_STAFF_NL}{_OF_DEPT}(?:{_DEPT_NL}){_DEPT_REST} (?:uit|van)"
    rf" (?:jullie|uw|je) (?:\w+ )?{NO_PEOPLE_COMPOUND}{_NL_LIST}\b",
    rf"(?:graag|gelieve|a\.?u\.?b\.?|alstublieft|alsjeblieft|(?:wilt|kunt|zou|zoudt|wil|kun|kunnen|willen"
    rf"|mag|moogt) (?:u|je|jullie|ge))(?: \S+){{0,3}}? {_STAFF_NL}{_OF_DEPT}(?:{_DEPT_NL}){_DEPT_REST}"
    rf" (?:uit|van) (?:jullie|uw|je) (?:\w+ )?{NO_PEOPLE_COMPOUND}{_NL_LIST} (?:te )?(?:willen |kunnen )?"
    r"(?:verwijderen|halen|afhalen|schrappen|wissen|uitschrijven|afmelden)\b",
    rf"(?:removam|retirem|apaguem|excluam|tirem|remova|retire|apague|exclua|tire|{_ASKED_PT})"
    rf" {_STAFF_PT}{_OF_DEPT}(?:{_DEPT_PT}){_DEPT_REST} (?:da|das|do|dos) (?:vossa |sua |vossas |suas |vosso"
    rf" |seu |vossos |seus )(?:\w+ )?(?:lista|listas|base|mailing|newsletter)\b{NOT_PEOPLE_AFTER}",
)
