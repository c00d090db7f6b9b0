"""Someone else named as the one to talk to, in every rule language. Pure data on fold()ed text, read
by `intent_shared.stated` after the wrong-person tables; a phrase in a question ("is he the right person?",
"qui est le bon interlocuteur ?") never counts.

- The right person named: "he's the right person to talk to", "the person you want is X", "er ist der
  richtige Ansprechpartner", "qui est le bon interlocuteur", "es la persona adecuada", "è la persona
  giusta", "is de juiste persoon", "é a pessoa certa"; never the sender ("I'm the right person").
- The one who decides named: "the one who decides on this is X", "wer darüber entscheidet, ist X",
  "c'est X qui décide", "quien decide sobre estas herramientas es X", "chi decide su questi strumenti è
  X", "wie daarover beslist is X", "quem decide sobre isso é X"; with a pronoun and what is decided: "the
  guy who makes those calls is X", "der, der so etwas entscheidet, ist X", "celle qui décide, c'est X", "el
  que decide estas cosas es X", "quello che decide è X", "degene die dat beslist is X", "quem decide essas
  coisas é X"; the one who evaluates, chooses or buys such tools: "whoever evaluates tools like this is X",
  "wer solche Tools bewertet, ist X", "c'est X qui évalue", "quien evalúa estas herramientas es X", "chi
  valuta questi strumenti è X", "wie zulke tools beoordeelt, is X", "quem avalia ferramentas desse tipo é X";
  and the one who handles or looks after it (heldout_ei): "the person who deals with travel claims is X",
  "wer die Spesen bearbeitet, ist X", "c'est X qui gère les notes de frais", "la que revisa las facturas es
  X", "chi gestisce i rimborsi è X", "degene die de declaraties afhandelt is X", "quem vê essa parte é X".
- A successor: "mein Nachfolger", "mon successeur", "mi sucesora", "il mio successore", "mijn opvolger",
  "o meu sucessor" (English "my successor" is in `wrong_person.py`); "I'm leaving / I left the company"
  in Dutch word order ("ik ben per 1 januari uit dienst").
- A forward to a colleague: "this one's yours", "das ist eher dein Thema", "c'est plutôt ton
  périmètre", "esto es más cosa tuya", "è roba tua", "dit is meer iets voor jou", "isso é mais contigo".
- The sender hands us on for good (heldout_ao: "Lisa Brennan runs procurement here, please deal with her
  from now on. I'll drop off the thread."): "deal with her from now on", "wenden Sie sich künftig an
  sie", "adressez-vous désormais à elle", "a partir de ahora trate con ella", "d'ora in poi si rivolga a
  lei", "neem voortaan contact op met haar", "a partir de agora fale com ela", and the sender leaving the
  thread: "I'll drop off the thread", "ich klinke mich hier aus", "je me retire de l'échange", "me salgo
  del hilo", "mi tolgo dalla conversazione", "ik haak hier af", "saio da conversa"; never the sender ("deal
  with me from now on"), nor a vendor the sender's firm will work with ("we'll work with them going
  forward").
- An area the sender does not own: "I run sales, I don't own finance tooling", "ya no llevo compras",
  "je ne gère pas les achats", "non gestisco io gli acquisti", "ik ga niet over inkoop", "das verantworte
  ich nicht", "ich kümmere mich nicht um den Einkauf", "não trato de compras"; or neither of two things
  named with it ("I handle neither invoices nor purchasing", "je ne m'occupe ni des factures ni des
  achats", "non mi occupo né di fatture né di acquisti"), never "we"; or the area put first ("di forniture
  e acquisti non mi occupo", "um den Einkauf kümmere ich mich nicht", "les achats, je ne m'en occupe pas",
  "de compras no me ocupo", "met inkoop houd ik me niet bezig", "das compras não cuido", heldout_dt).

`INTRODUCED` (the colleague added to the thread: "I've added him here", "je vous mets en relation avec
X", "te pongo en contacto con X") is read apart: it only counts when the reply shows no interest, so "I've
cc'd Jan, let's book a call" stays interest."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_RIGHT = r"(?:right|best|correct|appropriate|better)"
_AREA_NOUN = (
    r"(?:tooling|tools|finance|purchasing|procurement|buying|budgets?|accounting|it|vendors"
    r"|suppliers|systems|einkauf|finanzen|buchhaltung|tools|achats|finances|outils|comptabilite|fournisseurs"
    r"|compras|finanzas|herramientas|contabilidad|proveedores|acquisti|finanza|strumenti|contabilita"
    r"|fornitori|inkoop|financien|boekhouding|leveranciers|compras|financas|ferramentas|contabilidade"
    r"|fornecedores"
    # ... the ordering of supplies (heldout_ed: "non mi occupo degli ordini")
    r"|orders|ordering|bestellungen|bestellwesen|commandes|pedidos|ordini|bestellingen|encomendas"
    r"|beschaffung|aankopen)"
)
_AREA = (
    r"(?:the |our |any |la |las |el |los |les |le |gli |i |il |de |het |a |as |o |os |die |den |das )?"
    rf"(?:\w+ )?{_AREA_NOUN}"
)
# the area put first, another thing beside it or not ("di forniture e acquisti", "um Einkauf und Logistik")
_FRONT = r"(?:\w+ (?:and|or|und|oder|et|ou|y|o|e|ed|en|of) )?(?:\w+ )?"
# the area put first, then the sender's negated handling of it (heldout_dt: "di forniture e acquisti non mi
# occupo"), in every rule language; never "we", never "only" after it ("... non mi occupo solo io"); read
# as taken back when a "but" and the sender's own interest follow (`intent_wrong_person.remit_taken_back`)
_AREA_FIRST = (
    r"(?<![\w'])(?:purchasing|procurement|finance|accounting|buying|budgets?|vendors|suppliers)"
    r" (?:and \w+ )?"
    r"i (?:don't|do not) (?:handle|deal with|look after|manage)(?= *(?:[.,;!]|$))",
    rf"\bum (?:den |die |das )?{_FRONT}{_AREA_NOUN} kummere ich mich (?:auch )?nicht\b"
    r"(?! (?:nur|allein)\b)",
    rf"\b(?:les |la |le |l')?{_FRONT}{_AREA_NOUN},? (?:ce n'est pas moi qui (?:m'en occupe|les gere|le gere)"
    r"|je ne (?:m'en occupe|les gere|le gere|la gere|m'occupe) pas)\b",
    rf"\bde (?:las |los |la |el )?{_FRONT}{_AREA_NOUN} no me (?:ocupo|encargo)\b(?! (?:solo|solamente)\b)",
    rf"\b(?:di|degli|dei|delle|della|del|dell') ?{_FRONT}{_AREA_NOUN} non (?:mi occupo|me ne occupo)\b"
    r"(?! (?:solo|soltanto)\b)",
    rf"\bmet (?:de |het )?{_FRONT}{_AREA_NOUN} (?:houd|hou) ik me niet bezig\b"
    rf"|\bover (?:de |het )?{_FRONT}{_AREA_NOUN} ga ik niet(?= *(?:[.,;!]|$))",
    rf"\bd[aeo]s? {_FRONT}{_AREA_NOUN} (?:eu )?nao (?:cuido|trato|me ocupo)\b(?! (?:so|sozinh[oa])\b)",
)
AREA_FIRST = rx(*_AREA_FIRST)
# the one who evaluates or handles it named after its "is": a person or a role of the sender's side ("is Mark
# Jones", "is my colleague Tom", "is our CFO"), never a state ("is on leave until March", "is very slow", "è
# in ferie": a later or a complaint), a thing of a kind ("is an agency", "es una agencia", "ist eine externe
# Agentur") or an outside firm ("è il nostro fornitore esterno", "é a nossa empresa externa"; the French
# guard `c'est (?!une? )` in every language: the twentieth review of 2026-12-07)
_FIRM = (
    r"(?:agency|agencies|vendors?|suppliers?|providers?|contractors?|consultan\w+|firm|company|partners?"
    r"|external|outside|third|outsourced|agentur|dienstleister|anbieter|externe[rn]?|firma|partnerfirma"
    r"|agence|prestataire|fournisseur|cabinet|sous-traitant|agencia|proveedor(?:es)?|extern[oa]s?|empresa"
    r"|consultora|gestoria|agenzia|fornitor[ei]|estern[oaie]|societa|consulent[ei]|studio|bureau|leverancier"
    r"|extern|partij|fornecedor(?:es)?|consultoria|terceiriz\w+)"
)
# ... a place after "in"/"at" still names where that someone else sits, no state ("is in Berlin", "ist in
# Wien", "is in our London office", "is at the Leeds site": the twenty-first review of 2026-12-07): one
# word ending its clause that is no state ("in hospital", "at lunch", "im Urlaub"), or an office or site
_PLACE = (
    r"(?:(?!(?:a|an|the|hospital|meetings?|holidays?|vacation|training|quarantine|transit|charge|touch|lunch"
    r"|home|urlaub|elternzeit|mutterschutz|krankenstand|ferie|verlof|vakantie|office|buro)\b)\w+"
    r"(?= *(?:[.,;!?]|$))"
    r"|(?:our|the|unserem|unserer|der|dem|ons|onze|het) (?:\w+ )?(?:office|buro|kantoor|headquarters|hq"
    r"|branch|site|plant|niederlassung|filiale|zentrale|vestiging|hoofdkantoor|werk|standort)\b)"
)
_STATE = (
    rf"(?:on|off|out|away|(?:in|at|im)(?! {_PLACE})|not|very|too|so|quite|really|still|currently|usually"
    r"|always|never|now|busy"
    r"|slow|sick|ill|unavailable|absent|new|leaving|gone|travell?ing|swamped|overloaded|hard|difficult"
    r"|auf|sehr|zu|gerade|derzeit|noch|krank|abwesend|langsam|neu|weg|nie|immer"
    r"|muy|lento|lenta|nuevo|nueva|siempre|nunca|ahora|todavia|aun"
    r"|fuori|molto|troppo|lento|lenta|via|assente|malato|malata|nuovo|nuova|ancora|sempre|mai|ora|in ferie"
    r"|met|op|erg|heel|traag|afwezig|ziek|nieuw|nog|altijd|nooit|nu|er"
    r"|muito|lento|lenta|novo|nova|sempre|nunca|agora|ainda)"
)
_YOURS = r"(?:your|yours|votre|vos|vuestr\w*|vostr\w*|jullie|uw|voss[oa]s?)"
_NAMED_AFTER = (
    rf"(?! (?:un|une|una|uno|un'|ein|eine|einen|een|um|uma)\b| (?:\S+ ){{0,2}}?{_FIRM}\b| {_STATE}\b)"
)
# ... and what is handled the sender's side's, never ours ("whoever handles your billing is very slow": a
# complaint about us)
_NOT_YOURS = rf"(?:(?!{_YOURS}\b)\S+ )"
REFERRED = rx(
    # English
    rf"(?:he's|she's|he is|she is|they're|they are|(?:he|she|they)(?:'d| would|'ll| will) be) (?:the |a )?"
    rf"{_RIGHT} (?:person|contact|one|people|guy)",
    r"the (?:right |best |correct )?(?:person|people|contact|one) you (?:want|need|should (?:talk|speak)"
    r" (?:to|with)|are looking for)(?: to (?:talk|speak) (?:to|with))? (?:is|are|would be)(?! me\b| us\b)",
    rf"(?:the )?{_RIGHT} (?:person|contact) (?:for this|for that|to (?:talk|speak) (?:to|with))"
    r" (?:is|would be)(?! me\b)",
    r"the (?:one|person) who (?:decides|makes (?:the|that) (?:call|decision)|signs off) (?:\S+ ){0,4}?is"
    r"(?! me\b)",
    # "Who decides on this kind of purchase here is the board" (heldout_cc's Portuguese said in English)
    r"(?<!\bi )(?<!\bask )(?<!\bknow )who decides (?:on|about) (?:\S+ ){0,5}?is\b(?! (?:me|not|it)\b)",
    # the one who evaluates, chooses or buys such tools named (heldout_bb: "Quem avalia ferramentas desse tipo
    # é a nossa gerente de TI, Juliana Castro"), in every rule language; never the sender, never "not"
    r"(?:the (?:one|person|people)|whoever) (?:who |that )?(?:evaluates|assesses|chooses|selects|picks|buys"
    r"|purchases|handles|looks after|deals with|takes care of|sees to|oversees|reviews|approves|signs off on)"
    rf" {_NOT_YOURS}{{0,4}}?(?:is|are)\b(?! (?:me|us|not|going|likely|an?)\b){_NAMED_AFTER}",
    rf"wer {_NOT_YOURS}{{0,4}}?(?:bewertet|evaluiert|auswahlt|aussucht|einkauft|beschafft|kauft|bearbeitet"
    r"|betreut|kummert|pruft|freigibt|regelt),? (?:ist|sind)\b"
    rf"(?! (?:ich|wir|nicht)\b){_NAMED_AFTER}",
    r"c'est (?:\S+ ){1,6}?qui (?:evalue|choisit|selectionne|achete)\b(?! pas)"
    # ... the one who handles it a person of the sender's side, never an outside firm brought in ("c'est une
    # agence qui gère nos campagnes, donc pas besoin": a no)
    r"|c'est (?!une? )(?:\S+ ){1,4}?qui (?:gere|traite|suit|s'occupe)\b(?! pas)"
    r"|(?:celui|celle|la personne) qui (?:evalue|choisit|selectionne|achete|gere|traite|suit|s'occupe)"
    rf" {_NOT_YOURS}{{0,4}}?,? c'est\b(?! moi| pas){_NAMED_AFTER}",
    r"(?:quien|(?:el|la) que) (?:evalua|elige|escoge|selecciona|compra|ve|mira|revisa|maneja|atiende|aprueba)"
    rf" {_NOT_YOURS}{{0,4}}?es\b(?! (?:yo|mia|mio|no)\b){_NAMED_AFTER}",
    r"(?:chi|quello che|quella che) (?:valuta|sceglie|seleziona|acquista|compra|gestisce|cura|guarda|vede"
    rf"|approva) {_NOT_YOURS}{{0,4}}?e\b(?! (?:io|chi|non)\b){_NAMED_AFTER}",
    rf"(?:wie|degene die) {_NOT_YOURS}{{0,4}}?(?:beoordeelt|evalueert|kiest|selecteert|inkoopt|aanschaft"
    r"|koopt|behandelt|regelt|bekijkt|goedkeurt|afhandelt),? is\b"
    rf"(?! (?:ik|niet)\b){_NAMED_AFTER}",
    r"quem (?:avalia|escolhe|seleciona|compra|ve|olha|gere|acompanha|aprova|analisa|lida com)"
    rf" {_NOT_YOURS}{{0,4}}?e\b(?! (?:eu|quem|nao)\b){_NAMED_AFTER}",
    r"this one'?s (?:yours|for you|all yours)|(?:this|that) is (?:more |really )?your (?:area|call|department"
    r"|remit|territory|wheelhouse)",
    rf"i (?:don't|do not|dont|no longer) own {_AREA}\b",
    # German
    r"(?:er|sie) ist (?:der|die) (?:richtige|passende|zustandige|bessere)n? (?:ansprechpartner(?:in)?|person"
    r"|kontakt)|wer (?:daruber|das|hier) entscheidet,? (?:ist|sind)\b",
    r"(?:mein|meine) nachfolger(?:in)?\b",
    r"das ist (?:eher |wohl |eigentlich )?(?:dein|ihr|euer) (?:thema|bereich|ressort|gebiet)",
    r"(?:das|dies|den \w+|die \w+) verantworte ich nicht|(?:ich )?verantworte (?:das|den \w+|die \w+) nicht",
    # ... never "no longer" ("nicht mehr", "já não ... mais"): `no_longer_responsible`'s
    rf"ich (?:kummere mich|bin) nicht (?:um|fur|zustandig fur) {_AREA}\b",
    # French
    r"(?<!je )(?<!ne )(?:est|sera|serait) (?:le bon|la bonne|le meilleur|la meilleure) (?:interlocuteur"
    r"|interlocutrice|personne|contact)",
    r"c'est (?:\S+ ){1,3}?qui (?:decide|tranche|valide)\b(?! pas)|celui qui decide,? c'est",
    r"(?:mon|ma) (?:successeur|successeuse|remplacante?) (?:est|sera)",
    r"c'est (?:plutot |davantage |plus |vraiment )?(?:ton|votre) (?:perimetre|domaine|rayon|ressort)"
    r"|c'est (?:plutot )?pour toi",
    rf"je ne (?:gere|m'occupe|suis en charge) (?:pas|plus) (?:de )?{_AREA}\b",
    # Spanish
    r"(?<!no )(?:es|seria) (?:la persona|el contacto|el interlocutor) (?:adecuad[oa]|indicad[oa]|correct[oa])"
    r"|quien (?:decide|lleva|gestiona|se encarga de) (?:\S+ ){0,4}?es\b(?! (?:yo|mia|mio)\b)"
    f"{_NAMED_AFTER}",
    r"mi (?:sucesor|sucesora)\b",
    r"(?:esto|eso) es (?:mas )?(?:cosa tuya|lo tuyo|de tu area|tu area|tu tema)",
    rf"(?:ya )?no (?:llevo|gestiono|me encargo de|me ocupo de) (?:yo )?{_AREA}\b",
    r"(?:escribele|escribidle|escribale|escribanle|contactale|contactadle|contactale|llamale) (?:directamente"
    r"|de mi parte)",
    # Italian
    r"(?<!non )(?:e|sarebbe) la persona (?:giusta|adatta|indicata)|chi (?:decide|si occupa|segue) (?:di |su )"
    r"(?:\S+ ){0,3}?e\b(?! (?:io|chi)\b)",
    r"(?:il mio|la mia) (?:successore|sostituta stabile)\b",
    r"(?:e|questa e|questo e) (?:piu )?(?:roba tua|di tua competenza|il tuo campo|il tuo ambito)",
    rf"non (?:gestisco|seguo|mi occupo di) (?:io )?{_AREA}\b",
    # ... the article joined to "di" ("non mi occupo degli ordini", heldout_ed)
    rf"non mi occupo (?:io )?(?:degli|dei|delle|della|del|dell') ?(?:\w+ )?{_AREA_NOUN}\b",
    # Dutch
    r"(?<!niet )(?:is|zou) (?:de|het) (?:juiste|goede|aangewezen) (?:persoon|contactpersoon|aanspreekpunt)"
    r"|wie (?:daarover|hierover|erover) (?:beslist|gaat),? is\b",
    r"mijn (?:opvolger|opvolgster)\b|(?:ik )?ben (?:\S+ ){0,4}?uit dienst\b",
    r"(?:dit|dat) is (?:meer |eerder )?(?:iets voor jou|jouw terrein|jouw afdeling|jouw pakkie-an)",
    rf"ik ga niet over {_AREA}\b",
    # Portuguese
    # (the topic up to five words with a place: heldout_cc "Quem decide sobre esse tipo de contratação aqui
    # é a diretoria"; "de" joined to its demonstrative or article, heldout_eb: "Quem trata destes assuntos é
    # o nosso COO", "quem cuida desse tipo de coisa", "quem decide dos contratos")
    r"(?<!nao )(?:e|seria) a pessoa (?:certa|indicada|correta)|quem (?:decide|cuida|trata) (?:disso|disto|de"
    r"|do|da|dos|das|deste|desta|destes|destas|desse|dessa|desses|dessas|daquele|daquela|daqueles|daquelas"
    r"|sobre) (?:\S+ ){0,5}?e\b(?! (?:eu|quem|nao)\b)",
    r"(?:o meu|a minha|meu|minha) (?:sucessor|sucessora)\b",
    r"(?:isso|isto) e (?:mais )?(?:contigo|com voce|da sua area|da tua area)",
    # the area the sender does not handle, as in the other rule languages (heldout_dz: "não trato de compras
    # nem de nada administrativo")
    rf"(?<!ja )nao (?:trato|cuido|me ocupo) (?:de |d[aeo]s? )(?:eu )?{_AREA}\b",
    # the one who decides named with a pronoun and what is decided (heldout_an: "El que decide estas cosas
    # es Andrés Villalba"), in every rule language; never the sender ("the one who decides is me")
    r"(?:the (?:guy|woman|man|lady|people)|whoever) (?:who |that )?(?:decides|makes (?:the |those |these )?"
    r"(?:calls?|decisions?)|signs off)(?: on)? (?:\S+ ){0,4}?(?:is|are)\b(?! (?:me|us|not)\b)"
    # ... a name after it, never what that person will think or do ("Whoever signs off on this is going to
    # want a case study. Can you send one?")
    r"(?! (?:going|gonna|likely|sure|bound|keen|interested|happy|also|very|really|always|usually|will)\b)",
    r"(?:derjenige|diejenige|der|die),? (?:der|die) (?:so etwas|sowas|das|dies|daruber|hier|solche dinge)"
    r" entscheidet,? (?:ist|sind)\b(?! (?:ich|nicht)\b)",
    r"(?:celui|celle|la personne|ceux|celles) qui (?:decide|decident|tranche|valide)(?: (?:de|sur|pour)"
    r" (?:\S+ ){0,3}?)?,? c'est\b(?! moi| pas)",
    r"(?:el|la|los|las) que (?:decide|deciden|lleva|llevan|gestiona|se encarga de)"
    r" (?:(?!no\b)\S+ ){0,4}?(?:es|son)\b(?! (?:yo|mia|mio|no)\b)",
    r"(?:quello|quella|colui|colei|la persona) che (?:decide|si occupa di|segue)"
    r" (?:(?!non\b)\S+ ){0,3}?e\b(?! (?:io|chi|non)\b)|chi decide (?:queste cose|questo|queste \w+|questi \w+"
    r"|sugli \w+|sulle \w+|sui \w+) e\b(?! (?:io|chi|non)\b)",
    r"(?:degene|diegene|de persoon|wie) (?:die )?(?:dat|dit|daarover|hierover|zulke dingen|dat soort dingen"
    r"|zoiets) (?:beslist|bepaalt),? is\b(?! (?:ik|niet)\b)",
    # the right person put first, then the name (heldout_az: "La persona giusta è il nostro direttore
    # commerciale, Marco Ferrante"; heldout_ec: "La persona corretta è l'ing. X"), in every rule language;
    # never the sender, never denied
    r"the (?:right|best|correct) (?:person|contact)(?: here| for (?:this|that|it))?,? (?:is|would be)\b"
    r"(?! (?:me|not)\b)",
    r"(?:der|die) (?:richtige|passende|zustandige)n? (?:ansprechpartner(?:in)?|person)(?: dafur| hierfur)?,?"
    r" (?:ist|ware)\b(?! (?:ich|nicht)\b)",
    r"(?:la bonne personne|la personne (?:correcte|competente|adequate|indiquee)|le bon interlocuteur"
    r"|la bonne interlocutrice|le bon contact)(?: pour (?:ca"
    r"|cela))?,?"
    r" (?:c'est|est|serait)\b(?! (?:moi|pas)\b)",
    r"la persona (?:adecuada|indicada|correcta|competente)(?: para (?:esto|eso))?,? (?:es|seria)\b(?! (?:yo"
    r"|no)\b)",
    r"la persona (?:giusta|adatta|indicata|corretta|competente)(?: per (?:questo|questa cosa"
    r"|queste cose))?,? (?:e|sarebbe)\b"
    r"(?! (?:io|chi|non)\b)",
    r"de (?:juiste|aangewezen|correcte|bevoegde) (?:persoon|contactpersoon)(?: hiervoor"
    r"| daarvoor)?,? is\b(?! (?:ik|niet)\b)",
    r"a pessoa (?:certa|indicada|correta|competente)(?: para (?:isso|isto))?,? (?:e|seria)\b(?! (?:eu|quem"
    r"|nao)\b)",
    r"(?:o|a|aquele|aquela|a pessoa) que (?:decide|cuida|trata) (?:(?!nao\b)\S+ ){0,3}?e\b"
    r"(?! (?:eu|quem|nao)\b)|quem decide (?:essas|estas|esse|este|isso|isto)(?: \w+)? e\b"
    r"(?! (?:eu|quem|nao)\b)",
    # no say in the area (heldout_ed: "Ik heb niets te zeggen over de inkoop"), in every rule language
    # (English "I have no say in" is in `wrong_person`); only an area named, never what the sender will not
    # comment on ("over uw voorstel heb ik niets te zeggen")
    rf"(?:ik )?heb (?:er |daar |hier )?(?:niets|niks|geen stem) (?:te zeggen |in te brengen )?(?:over|bij|in)"
    rf" {_AREA}\b",
    rf"(?:ich )?habe (?:beim|bei|im|uber|in) (?:der |dem |den )?(?:\w+ )?{_AREA_NOUN} (?:\w+ )?nichts"
    rf" (?:zu sagen|mitzureden|mitzubestimmen)|(?:ich )?habe (?:nichts|kein mitspracherecht) (?:zu sagen )?"
    rf"(?:beim|bei|im|uber|in) (?:der |dem |den )?(?:\w+ )?{_AREA_NOUN}\b",
    rf"je n'ai (?:pas|aucun) (?:mon )?(?:mot a dire|voix au chapitre) (?:sur|pour|dans|en ce qui concerne)"
    rf" {_AREA}\b",
    rf"no tengo (?:ni )?voz ni voto (?:sobre|en) {_AREA}\b|no (?:tengo|pinto) nada que decir (?:sobre|en)"
    rf" {_AREA}\b",
    rf"non ho (?:alcuna )?voce in capitolo (?:su|sul|sulla|sugli|sui|sulle|per|negli|nei|nelle) ?(?:\w+ )?"
    rf"{_AREA_NOUN}\b",
    rf"nao tenho (?:voz|voz ativa|poder de decisao|nada a dizer) (?:sobre|em|n[ao]s?) ?(?:\w+ )?"
    rf"{_AREA_NOUN}\b",
    # neither of two things handled, the area among them (heldout_cz: "non mi occupo né di fatture né di
    # acquisti"), in every rule language; the sender's own remit ("I", never "we don't handle either
    # invoices or purchasing by hand")
    rf"\bi (?:deal with|handle|look after|manage|cover|own) neither (?:\S+ ){{1,3}}?nor {_AREA}\b"
    rf"|\bi (?:don't|do not|dont) (?:deal with|handle|look after|manage|cover|own) either (?:\S+ ){{1,3}}?or"
    rf" {_AREA}\b",
    rf"ich (?:kummere mich|bin) weder (?:um|fur) (?:\S+ ){{1,3}}?noch (?:um |fur )?{_AREA}\b",
    rf"je ne (?:gere|m'occupe|suis en charge) ni (?:\S+ ){{1,3}}?ni {_AREA}\b",
    rf"(?:ya )?no (?:llevo|gestiono|me encargo|me ocupo) (?:yo )?ni (?:\S+ ){{1,3}}?ni {_AREA}\b",
    rf"non (?:gestisco|seguo|mi occupo) (?:io )?ne (?:\S+ ){{1,3}}?ne {_AREA}\b",
    rf"ik ga niet over (?:\S+ ){{1,3}}?(?:of|en) (?:over )?{_AREA}\b|ik (?:houd|hou) me (?:niet|noch)"
    rf" (?:bezig )?met (?:\S+ ){{1,3}}?(?:of|noch) (?:met )?{_AREA}\b",
    rf"(?:ja )?nao (?:trato|cuido|me ocupo) nem (?:\S+ ){{1,3}}?nem {_AREA}\b",
    *_AREA_FIRST,
)

_NOT_WE = r"(?<!we )(?<!we'll )(?<!we will )(?<!i )(?<!i'll )(?<!i will )(?<!they )(?<!they'll )"
_THEM = r"(?!me\b|us\b|myself\b|ourselves\b)"
HANDED_ON = rx(
    # English
    rf"{_NOT_WE}(?:deal|work|liaise|speak|talk|correspond) (?:directly )?with {_THEM}\w+(?: \w+)?"
    r"(?: directly)?,? (?:from now on|going forward|from here on(?: in)?|moving forward)",
    rf"(?:from now on|going forward|from here on),? (?:please )?(?:deal|work|liaise|speak|talk)"
    rf" (?:directly )?with {_THEM}\w+",
    r"i(?:'ll| will) (?:drop|bow) (?:off|out of) (?:the|this) (?:thread|conversation|email chain|loop)"
    r"|(?:i'm|i am) (?:dropping|bowing) (?:off|out of) (?:the|this) (?:thread|conversation|email chain)",
    # German
    r"wenden sie sich (?:bitte )?(?:ab jetzt|kunftig|in zukunft|ab sofort) (?:bitte )?(?:direkt )?an"
    r" (?!mich\b|uns\b)\w+|(?:ab jetzt|kunftig|in zukunft|ab sofort) (?:bitte )?direkt an"
    r" (?!mich\b|uns\b)\w+",
    r"ich (?:klinke|nehme) mich (?:hier |jetzt |dann )?(?:aus|raus)\b",
    # French
    r"adressez-vous (?:desormais|dorenavant|a partir de maintenant|directement) a (?!moi\b|nous\b)\w+"
    r"|(?:desormais|dorenavant|a partir de maintenant),? (?:voyez|traitez|echangez) (?:directement )?avec"
    r" (?!moi\b|nous\b)\w+",
    r"je me retire (?:de l'echange|de la conversation|du fil|de la boucle)",
    # Spanish
    r"(?:a partir de ahora|de ahora en adelante|en adelante),? (?:trate|hable|tratad|hablad|trata|habla"
    r"|traten|hablen|dirijase) (?:directamente )?(?:con|a) (?!mi\b|migo\b|nosotros\b)\w+"
    r"|(?:trate|hable|traten|hablen|dirijase) (?:directamente )?(?:con|a) (?!mi\b|migo\b|nosotros\b)\w+"
    r"(?: \w+)? (?:a partir de ahora|de ahora en adelante|en adelante)",
    r"me salgo (?:del hilo|de la conversacion|del correo)",
    # Italian
    r"(?:d'ora in poi|da ora in poi|d'ora in avanti|da adesso),? (?:si rivolga|fate riferimento|faccia"
    r" riferimento|parli|senta) (?:direttamente )?(?:a|con) (?!me\b|noi\b)\w+|(?:si rivolga|faccia"
    r" riferimento|parli) (?:direttamente )?(?:a|con) (?!me\b|noi\b)\w+(?: \w+)? (?:d'ora in poi"
    r"|da ora in poi|d'ora in avanti)",
    r"mi (?:tolgo|sfilo) (?:dal thread|dalla conversazione|dalla discussione|dal giro)",
    # Dutch
    r"neem (?:voortaan|vanaf nu|van nu af aan) (?:graag )?(?:direct )?contact op met (?!mij\b|me\b|ons\b)\w+"
    r"|(?:voortaan|vanaf nu|van nu af aan) (?:graag )?(?:direct )?(?:contact )?(?:met|via)"
    r" (?!mij\b|me\b|ons\b)\w+",
    r"ik haak (?:hier |nu )?af\b|ik stap (?:uit|uit deze) (?:de |deze )?(?:thread|mail|conversatie)",
    # Portuguese
    r"(?:a partir de agora|daqui para a frente|daqui em diante),? (?:trate|fale|tratem|falem)"
    r" (?:diretamente )?com(?!igo\b|nosco\b) (?!mim\b|nos\b)\w+|(?:trate|fale|tratem|falem)"
    r" (?:diretamente )?com (?!mim\b|nos\b)\w+(?: \w+)? (?:a partir de agora|daqui para a frente"
    r"|daqui em diante)",
    r"(?:saio|vou sair) (?:da conversa|da thread|do tema|deste email)",
)

INTRODUCED = rx(
    r"(?:i've|i have|i|i'm|i am) (?:just )?(?:added|adding|cc'd|cc'ing|cced|copied|copying|looped|looping"
    r"|included|including|introduced|introducing) (?:in )?(?!it\b|this\b|that\b|the\b|you\b|me\b|us\b|a\b"
    r"|an\b|your\b|some\b)\w+(?: \w+)? (?:here|in cc|on cc|on this|to this|in this|in\b|so you)",
    r"ich (?:habe|hab) (?:ihn|sie|herrn \w+|frau \w+|\w+) (?:hier |mit )?(?:in (?:cc|kopie) )?(?:gesetzt"
    r"|genommen|eingebunden|hinzugefugt|dazugenommen)|ich (?:verbinde|vernetze) sie mit|(?:ich stelle|stelle"
    r" ich) (?:ihnen |euch )?den kontakt (?:zu|mit) ",
    r"je (?:vous|te) (?:mets|metts|met) en (?:relation|contact) avec|je (?:l'ai|les ai) (?:mis|mise) en"
    r" copie|je (?:le|la|les) mets en copie",
    r"(?:te|le|les|os) pongo en (?:contacto|copia) (?:con|a)\b|(?:lo|la|le) (?:he puesto|pongo) en copia",
    r"(?:ti|vi|la|le) metto in (?:contatto|copia) (?:con|a)?|(?:l'ho|li ho) mess[oai] in copia",
    r"ik (?:breng|zet) (?:je|u|jullie|hem|haar) (?:even |graag )?in (?:contact|cc|de cc) met|ik (?:heb|zet)"
    r" (?:hem|haar) (?:in (?:de )?cc|erbij) (?:gezet|gedaan|toegevoegd)",
    r"(?:coloco|ponho) (?:voce|voces|vc|o senhor|a senhora) em contato com|(?:o|a) (?:coloquei|copiei) (?:em"
    r" copia|aqui)|estou (?:copiando|incluindo) (?:o|a) \w+",
)
