<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_TW">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Rigwright</source>
        <translation>關於 Rigwright</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>複製(&amp;C)</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>{name} ({title}), version {version}</source>
        <translation>{name}（{title}），版本 {version}</translation>
    </message>
    <message>
        <source>Price list: {title}</source>
        <translation>價格表：{title}</translation>
    </message>
    <message>
        <source>Exchange rate as of {date}</source>
        <translation>匯率日期：{date}</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>產品目錄</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>資料庫</translation>
    </message>
    <message>
        <source>Log folder</source>
        <translation>記錄檔資料夾</translation>
    </message>
    <message>
        <source>Crash file</source>
        <translation>當機記錄檔</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系統</translation>
    </message>
</context>
<context>
    <name>AppState</name>
    <message>
        <source>price to be set: {reason}</source>
        <translation>價格待定：{reason}</translation>
    </message>
    <message>
        <source>The comparison was emptied: its 1 build was of the catalog used before {catalog}.</source>
        <translation>比較已清空：其中的 1 個配置屬於之前使用的產品目錄 {catalog}。</translation>
    </message>
    <message>
        <source>The comparison was emptied: its {n} builds were of the catalog used before {catalog}.</source>
        <translation>比較已清空：其中的 {n} 個配置屬於之前使用的產品目錄 {catalog}。</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>產品目錄</translation>
    </message>
    <message>
        <source>Opening the catalog “{name}”…</source>
        <translation>正在開啟產品目錄「{name}」…</translation>
    </message>
    <message>
        <source>The site's circuit holds for this session only: the database is read-only.</source>
        <translation>現場電路設定僅在本次工作階段中有效：資料庫是唯讀的。</translation>
    </message>
    <message>
        <source>{build} does not pass the inputs (budget, model scale, GPU memory or count): it is shown, but not in the list.</source>
        <translation>{build} 不符合輸入條件（預算、模型規模、顯存或 GPU 數量）：已顯示，但不在清單中。</translation>
    </message>
    <message>
        <source>the compared build</source>
        <translation>比較中的配置</translation>
    </message>
    <message>
        <source>{build} is already in the comparison.</source>
        <translation>{build} 已在比較中。</translation>
    </message>
    <message>
        <source>The comparison holds at most {most} builds: remove one before adding {build}.</source>
        <translation>比較最多容納 {most} 個配置：請先移除一個，再加入 {build}。</translation>
    </message>
    <message>
        <source>Select a workstation (a SKU or a custom build) first.</source>
        <translation>請先選擇一台工作站（型號或自訂配置）。</translation>
    </message>
    <message>
        <source>your earlier changes</source>
        <translation>您之前的變更</translation>
    </message>
    <message>
        <source>Your earlier changes to this build are back (Edit ▸ Undo returns to it unchanged).</source>
        <translation>您之前對此配置的變更已還原（編輯 ▸ 復原 可回到未修改的配置）。</translation>
    </message>
    <message>
        <source>the diagram draws the seed's chassis series; this build's chassis ({chassis}) has none</source>
        <translation>示意圖只能繪製選型指南中的機箱系列；此配置的機箱（{chassis}）沒有示意圖</translation>
    </message>
    <message>
        <source>the diagram draws one GPU model; this build has {models} and {last}</source>
        <translation>示意圖只能繪製一種 GPU 型號；此配置有 {models} 和 {last}</translation>
    </message>
    <message>
        <source>the diagram draws a build on a seed SKU's platform</source>
        <translation>示意圖只能繪製基於選型指南型號平台的配置</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Restore</source>
        <translation>還原</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨棄</translation>
    </message>
    <message>
        <source>recovered build</source>
        <translation>復原的組態</translation>
    </message>
    <message>
        <source>recovered build: the custom build based on {base} ({gpus}), then: {changes}</source>
        <translation>復原的組態：以 {base} 為基礎的自訂配置（{gpus}），然後：{changes}</translation>
    </message>
    <message>
        <source>recovered build: the custom build based on {base} ({gpus})</source>
        <translation>復原的組態：以 {base} 為基礎的自訂配置（{gpus}）</translation>
    </message>
    <message>
        <source>Unsaved work cannot be autosaved: {reason}. Save your quote to keep it.</source>
        <translation>未儲存的工作無法自動儲存：{reason}。請儲存報價單以保留它。</translation>
    </message>
    <message>
        <source>Quote {number} R{revision} ({company}), saved {time}</source>
        <translation>報價單 {number} R{revision}（{company}），自動儲存於 {time}</translation>
    </message>
    <message>
        <source>New quote for {company} (never saved), saved {time}</source>
        <translation>{company} 的新報價單（從未儲存），自動儲存於 {time}</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已變更</translation>
    </message>
    <message>
        <source>Custom build based on {selection} with {gpus} ({catalog}), with changes: {changes}; saved {time}</source>
        <translation>以 {selection} 為基礎的自訂配置，{gpus}（{catalog}），變更：{changes}；儲存於 {time}</translation>
    </message>
    <message>
        <source>a SKU</source>
        <translation>某個型號</translation>
    </message>
    <message>
        <source>Build {selection} ({catalog}) with changes: {changes}; saved {time}</source>
        <translation>組態 {selection}（{catalog}）的變更：{changes}；儲存於 {time}</translation>
    </message>
    <message>
        <source>the selection</source>
        <translation>所選工作站</translation>
    </message>
    <message>
        <source>Recovered drafts</source>
        <translation>復原的草稿</translation>
    </message>
    <message>
        <source>Rigwright did not close properly last time. This unsaved work was recovered:</source>
        <translation>Rigwright 上次未正常關閉。已復原以下未儲存的工作：</translation>
    </message>
    <message>
        <source>The recovered quote and build were restored; save the quote to keep it</source>
        <translation>已還原報價單和組態；請儲存報價單以保留它</translation>
    </message>
    <message>
        <source>The recovered quote was restored; save it to keep it</source>
        <translation>已還原報價單；請儲存以保留它</translation>
    </message>
    <message>
        <source>The recovered build was restored as the working build</source>
        <translation>已將復原的組態還原為目前組態</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>產品目錄</translation>
    </message>
    <message>
        <source>Opening the catalog “{name}”…</source>
        <translation>正在開啟產品目錄「{name}」…</translation>
    </message>
    <message>
        <source>catalog {catalog}: {reason}</source>
        <translation>產品目錄 {catalog}：{reason}</translation>
    </message>
    <message>
        <source>the build could not be put back as it was</source>
        <translation>無法按原樣放回該組態</translation>
    </message>
    <message>
        <source>• {file}: {reason} (kept as {moved})</source>
        <translation>• {file}：{reason}（已另存為 {moved}）</translation>
    </message>
    <message>
        <source>• {file}: {reason} (it could not be moved aside: {error})</source>
        <translation>• {file}：{reason}（無法移到一旁：{error}）</translation>
    </message>
    <message>
        <source>These drafts could not be read:</source>
        <translation>以下草稿無法讀取：</translation>
    </message>
    <message>
        <source>Older drafts of the same kind were kept aside, not offered:</source>
        <translation>以下同類的較早草稿已另存，未提供復原：</translation>
    </message>
    <message>
        <source>Restore opens them again (not saved yet); Discard deletes them.</source>
        <translation>「還原」會重新開啟它們（尚未儲存）；「捨棄」會刪除它們。</translation>
    </message>
    <message>
        <source>The recovered drafts were discarded</source>
        <translation>已捨棄復原的草稿</translation>
    </message>
    <message>
        <source>(kept as {moved})</source>
        <translation>（已另存為 {moved}）</translation>
    </message>
    <message>
        <source>(it could not be moved aside: {error})</source>
        <translation>（無法移到一旁：{error}）</translation>
    </message>
    <message>
        <source>Not everything could be restored:</source>
        <translation>部分內容無法還原：</translation>
    </message>
    <message>
        <source>no workstation is selected to put the build on</source>
        <translation>未選擇工作站，無法放回該組態</translation>
    </message>
    <message>
        <source>recovered changes: {changes}</source>
        <translation>復原的變更：{changes}</translation>
    </message>
</context>
<context>
    <name>BuildChart</name>
    <message>
        <source>Throughput (1 GPU = its score)</source>
        <translation>吞吐量（1 張 GPU = 其得分）</translation>
    </message>
    <message>
        <source>GPU scores 0–100: 100 = best in the catalog on every weighted metric</source>
        <translation>GPU 得分 0–100：100 = 在每項加權指標上都是產品目錄中最好的</translation>
    </message>
    <message>
        <source>※ illustrative</source>
        <translation>※ 示意價格</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>no GPUs</source>
        <translation>無 GPU</translation>
    </message>
    <message>
        <source>price to be set</source>
        <translation>價格待定</translation>
    </message>
</context>
<context>
    <name>BuildCheckView</name>
    <message>
        <source>Undo changes</source>
        <translation>復原變更</translation>
    </message>
    <message>
        <source>Back to the selected build as it is</source>
        <translation>回到所選配置的原樣</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>嚴重程度</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>What</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Suggested fix</source>
        <translation>建議修正</translation>
    </message>
    <message>
        <source>One-click fixes (fewest changed parts, then the smallest price change)</source>
        <translation>一鍵修正（更改部件最少者優先，其次價格變化最小者）</translation>
    </message>
    <message>
        <source>Slot capacity</source>
        <translation>插槽容量</translation>
    </message>
    <message>
        <source>Slot width</source>
        <translation>槽位寬度</translation>
    </message>
    <message>
        <source>GPU count limit</source>
        <translation>GPU 數量上限</translation>
    </message>
    <message>
        <source>Chassis GPU range</source>
        <translation>機箱 GPU 數量範圍</translation>
    </message>
    <message>
        <source>Passive cards in a tower</source>
        <translation>塔式機箱中的被動散熱卡</translation>
    </message>
    <message>
        <source>Cooler unknown</source>
        <translation>散熱方式未知</translation>
    </message>
    <message>
        <source>Open-air cards side by side</source>
        <translation>開放式風扇卡相鄰</translation>
    </message>
    <message>
        <source>Sustained power</source>
        <translation>持續功耗</translation>
    </message>
    <message>
        <source>Power transients</source>
        <translation>瞬時功耗</translation>
    </message>
    <message>
        <source>Power connectors</source>
        <translation>供電接頭</translation>
    </message>
    <message>
        <source>Wall circuit</source>
        <translation>牆插電路</translation>
    </message>
    <message>
        <source>PCIe lanes</source>
        <translation>PCIe 通道</translation>
    </message>
    <message>
        <source>NVLink pairs</source>
        <translation>NVLink 配對</translation>
    </message>
    <message>
        <source>NVLink: same model</source>
        <translation>NVLink：同型號</translation>
    </message>
    <message>
        <source>NVLink spacing</source>
        <translation>NVLink 間距</translation>
    </message>
    <message>
        <source>NVLink support</source>
        <translation>NVLink 支援</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>主機板尺寸</translation>
    </message>
    <message>
        <source>Card length</source>
        <translation>顯示卡長度</translation>
    </message>
    <message>
        <source>System memory vs GPU memory</source>
        <translation>系統記憶體與顯存</translation>
    </message>
    <message>
        <source>price change not known</source>
        <translation>價格變化未知</translation>
    </message>
    <message>
        <source>Explain the selected verdict's rule (F1)</source>
        <translation>說明所選結論的規則（F1）</translation>
    </message>
    <message>
        <source>Help on the rule</source>
        <translation>規則說明</translation>
    </message>
    <message>
        <source>Rule verdicts</source>
        <translation>規則檢查結論</translation>
    </message>
    <message>
        <source>Rule {rule}: {message}</source>
        <translation>規則 {rule}：{message}</translation>
    </message>
    <message>
        <source>No build selected.</source>
        <translation>未選擇配置。</translation>
    </message>
    <message>
        <source>{mark} custom build: {label}</source>
        <translation>{mark} 自訂配置：{label}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Rule check of {what} — site: {site}</source>
        <translation>{what} 的規則檢查 — 場地：{site}</translation>
    </message>
    <message>
        <source>Changed: {changes}</source>
        <translation>已變更：{changes}</translation>
    </message>
    <message>
        <source>The build breaks no error rule: nothing to fix.</source>
        <translation>此配置未違反任何錯誤級規則：無需修正。</translation>
    </message>
    <message>
        <source>Fixes could not be searched: {reason}</source>
        <translation>無法搜尋修正方案：{reason}</translation>
    </message>
    <message>
        <source>1 error, and no change of up to three parts fixes it: change the build by hand.</source>
        <translation>1 個錯誤，變更至多三個部件都無法修正：請手動修改配置。</translation>
    </message>
    <message>
        <source>{n} errors, and no change of up to three parts fixes them all: change the build by hand.</source>
        <translation>{n} 個錯誤，變更至多三個部件都無法全部修正：請手動修改配置。</translation>
    </message>
    <message>
        <source>1 error. Each button applies one fix:</source>
        <translation>1 個錯誤。每個按鈕套用一種修正：</translation>
    </message>
    <message>
        <source>{n} errors. Each button applies one fix:</source>
        <translation>{n} 個錯誤。每個按鈕套用一種修正：</translation>
    </message>
    <message>
        <source>{fix}  ({price})</source>
        <translation>{fix}（{price}）</translation>
    </message>
    <message>
        <source>Price change: {p}</source>
        <translation>價格變化：{p}</translation>
    </message>
    <message>
        <source>Still a warning: {m}</source>
        <translation>仍有警告：{m}</translation>
    </message>
</context>
<context>
    <name>BuildScene</name>
    <message>
        <source>rear</source>
        <translation>後部</translation>
    </message>
    <message>
        <source>front</source>
        <translation>前部</translation>
    </message>
    <message>
        <source>air in</source>
        <translation>進風</translation>
    </message>
    <message>
        <source>air out</source>
        <translation>出風</translation>
    </message>
    <message>
        <source>blower exhaust</source>
        <translation>渦輪排風</translation>
    </message>
    <message>
        <source>PSU {n}</source>
        <translation>電源 {n}</translation>
    </message>
    <message>
        <source>PSU not stated</source>
        <translation>電源未註明</translation>
    </message>
    <message>
        <source>sustained</source>
        <translation>持續</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>load unknown</source>
        <translation>負載未知</translation>
    </message>
    <message>
        <source>load {w} W</source>
        <translation>負載 {w} W</translation>
    </message>
    <message>
        <source>CPU {n}</source>
        <translation>CPU {n}</translation>
    </message>
    <message>
        <source>{n}-slot</source>
        <translation>佔 {n} 槽</translation>
    </message>
    <message>
        <source>link x{n}</source>
        <translation>鏈路 x{n}</translation>
    </message>
    <message>
        <source>no slot: these cards do not fit</source>
        <translation>無插槽：這些卡放不下</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>blower</source>
        <translation>渦輪散熱</translation>
    </message>
    <message>
        <source>open-air</source>
        <translation>開放式散熱</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>被動散熱</translation>
    </message>
    <message>
        <source>cooler n/a</source>
        <translation>散熱未知</translation>
    </message>
    <message>
        <source>PCIe switch</source>
        <translation>PCIe 交換晶片</translation>
    </message>
    <message>
        <source>selection guide: {low}-{high} GPUs</source>
        <translation>選型指南：{low}-{high} 塊 GPU</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>無 GPU</translation>
    </message>
    <message>
        <source>CPU not stated</source>
        <translation>CPU 未註明</translation>
    </message>
    <message>
        <source>PCIe {n} · x{lanes}</source>
        <translation>PCIe {n} · x{lanes}</translation>
    </message>
    <message>
        <source>PCIe {n} · x{lanes} (x{el} el.)</source>
        <translation>PCIe {n} · x{lanes}（電氣 x{el}）</translation>
    </message>
    <message>
        <source>{label}: load unknown</source>
        <translation>{label}：負載未知</translation>
    </message>
    <message>
        <source>{severity}: {message} — fix: {fix}</source>
        <translation>{severity}：{message} — 修正：{fix}</translation>
    </message>
    <message>
        <source>{severity}: {message}</source>
        <translation>{severity}：{message}</translation>
    </message>
    <message>
        <source>card {n}: {model}</source>
        <translation>卡 {n}：{model}</translation>
    </message>
    <message>
        <source>power unknown</source>
        <translation>功耗未知</translation>
    </message>
    <message>
        <source>length unknown (drawn 267 mm)</source>
        <translation>長度未知（按 267 mm 繪製）</translation>
    </message>
    <message>
        <source>PCIe link x{n}</source>
        <translation>PCIe 鏈路 x{n}</translation>
    </message>
    <message>
        <source>{label} · {attached} ({basis}) · opening {opening}</source>
        <translation>{label} · {attached}（{basis}）· 開口 {opening}</translation>
    </message>
    <message>
        <source>PSU not stated by the build</source>
        <translation>配置未註明電源</translation>
    </message>
    <message>
        <source>PSU {n}: {rating} W</source>
        <translation>電源 {n}：{rating} W</translation>
    </message>
    <message>
        <source>sustained {w} W (limit {limit} W at 80 %)</source>
        <translation>持續 {w} W（上限 {limit} W，按 80 %）</translation>
    </message>
    <message>
        <source>peak {w} W (limit {limit} W)</source>
        <translation>峰值 {w} W（上限 {limit} W）</translation>
    </message>
    <message>
        <source>peak {w} W</source>
        <translation>峰值 {w} W</translation>
    </message>
    <message>
        <source>DIMM {socket}-{slot}: {gb} GB</source>
        <translation>記憶體插槽 {socket}-{slot}：{gb} GB</translation>
    </message>
    <message>
        <source>DIMM {socket}-{slot}: empty</source>
        <translation>記憶體插槽 {socket}-{slot}：空</translation>
    </message>
    <message>
        <source>drive bay {n}: {drive}</source>
        <translation>硬碟槽 {n}：{drive}</translation>
    </message>
    <message>
        <source>NVLink bridge: cards {a} and {b}</source>
        <translation>NVLink 橋接：卡 {a} 與卡 {b}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>{chassis}: {notes}</source>
        <translation>{chassis}：{notes}</translation>
    </message>
    <message>
        <source>Errors: {e}; warnings: {w}</source>
        <translation>錯誤：{e}；警告：{w}</translation>
    </message>
    <message>
        <source>cannot write {path}: the image could not be encoded</source>
        <translation>無法寫入 {path}：影像無法編碼</translation>
    </message>
    <message>
        <source>Rigwright diagram</source>
        <translation>Rigwright 示意圖</translation>
    </message>
    <message>
        <source>Chassis and slot diagram (Rigwright)</source>
        <translation>機箱與插槽示意圖（Rigwright）</translation>
    </message>
    <message>
        <source>cannot write {path}</source>
        <translation>無法寫入 {path}</translation>
    </message>
    <message>
        <source>cannot write {path}: the drawing is empty</source>
        <translation>無法寫入 {path}：圖為空</translation>
    </message>
</context>
<context>
    <name>BuildView</name>
    <message>
        <source>Notes</source>
        <translation>說明</translation>
    </message>
    <message>
        <source>The catalog “{name}” has no workstations (SKUs).</source>
        <translation>產品目錄「{name}」中沒有工作站（型號）。</translation>
    </message>
    <message>
        <source>No build selected.</source>
        <translation>未選擇配置。</translation>
    </message>
    <message>
        <source>{n} earlier; {changes}</source>
        <translation>更早的 {n} 項；{changes}</translation>
    </message>
    <message>
        <source>⚠ rule checks: {e} error(s), {w} warning(s) — {rule}: {fix} (hover for all)</source>
        <translation>⚠ 規則檢查：{e} 個錯誤，{w} 個警告 — {rule}：{fix}（懸停查看全部）</translation>
    </message>
    <message>
        <source>error: {message} — fix: {fix}</source>
        <translation>錯誤：{message} — 修正：{fix}</translation>
    </message>
    <message>
        <source>error: {message}</source>
        <translation>錯誤：{message}</translation>
    </message>
    <message>
        <source>warning: {message} — fix: {fix}</source>
        <translation>警告：{message} — 修正：{fix}</translation>
    </message>
    <message>
        <source>warning: {message}</source>
        <translation>警告：{message}</translation>
    </message>
    <message>
        <source>info: {message} — fix: {fix}</source>
        <translation>提示：{message} — 修正：{fix}</translation>
    </message>
    <message>
        <source>info: {message}</source>
        <translation>提示：{message}</translation>
    </message>
    <message>
        <source>{family} ({n}th gen)</source>
        <translation>{family}（第 {n} 代）</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>儲存裝置</translation>
    </message>
    <message>
        <source>parallel storage</source>
        <translation>並行儲存</translation>
    </message>
    <message>
        <source>micro tower</source>
        <translation>微塔式</translation>
    </message>
    <message>
        <source>dual tower</source>
        <translation>雙塔式</translation>
    </message>
    <message>
        <source>{sockets} × {cpu}, {cores} cores, {ghz} GHz</source>
        <translation>{sockets} × {cpu}，{cores} 核，{ghz} GHz</translation>
    </message>
    <message>
        <source>{cpu}, {cores} cores, {ghz} GHz</source>
        <translation>{cpu}，{cores} 核，{ghz} GHz</translation>
    </message>
    <message>
        <source>PSU not stated</source>
        <translation>電源未註明</translation>
    </message>
    <message>
        <source>{form_factor}, {psu}</source>
        <comment>a chassis: its form and its power supplies</comment>
        <translation>{form_factor}，{psu}</translation>
    </message>
    <message>
        <source>{screen} display</source>
        <translation>{screen} 顯示器</translation>
    </message>
    <message>
        <source>illustrative price: list prices used; hover for the basis</source>
        <translation>示意價格：按標價計算；懸停查看依據</translation>
    </message>
    <message>
        <source>hover for the price basis</source>
        <translation>懸停查看價格依據</translation>
    </message>
    <message>
        <source>✚ custom build ({base}) — {price}  ({basis})
{parts}</source>
        <translation>✚ 自訂配置（{base}）— {price}（{basis}）
{parts}</translation>
    </message>
    <message>
        <source>✎ changed: {changes} — now {gpus}, {price}; {e} error(s), {w} warning(s) (Edit ▸ Undo goes back)</source>
        <translation>✎ 已修改：{changes} — 現為 {gpus}，{price}；{e} 個錯誤，{w} 個警告（編輯 ▸ 復原可返回）</translation>
    </message>
    <message>
        <source>The catalog “{name}” has no workstations (SKUs): no diagram.</source>
        <translation>產品目錄「{name}」中沒有工作站（型號）：無示意圖。</translation>
    </message>
    <message>
        <source>No workstation selected: none fits the requirements.</source>
        <translation>未選擇工作站：沒有符合要求的工作站。</translation>
    </message>
    <message>
        <source>{number}  {code} — {price} ※  ({basis})
{parts}</source>
        <translation>{number}  {code} — {price} ※（{basis}）
{parts}</translation>
    </message>
    <message>
        <source>{number}  {code} — {price}  ({basis})
{parts}</source>
        <translation>{number}  {code} — {price}（{basis}）
{parts}</translation>
    </message>
    <message>
        <source>Changed price: {basis}</source>
        <translation>修改後的價格：{basis}</translation>
    </message>
    <message>
        <source>No layout notes: {reason}</source>
        <translation>無佈局說明：{reason}</translation>
    </message>
</context>
<context>
    <name>CarriedFiles</name>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a quote file in the quote editor or a build file in the chassis diagram (Ctrl+O; or drop the file on the window)</source>
        <translation>在報價單編輯器中開啟報價單檔案，或在機箱示意圖中開啟配置檔案（Ctrl+O；也可將檔案拖曳到視窗上）</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <source>Write the open quote (on the Quotes page) or the build the diagram shows to a file the command line reads (Ctrl+Shift+S)</source>
        <translation>將開啟的報價單（在報價單頁面）或示意圖顯示的配置寫入命令列可讀取的檔案（Ctrl+Shift+S）</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <source>{file} was not opened; nothing changed:</source>
        <translation>{file} 未開啟；未做任何變更：</translation>
    </message>
    <message>
        <source>Quote and build files (*.json);;All files (*)</source>
        <translation>報價單和配置檔案 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Opened {file}: its number is another quote's in the history, so it is a new quote; save it to give it a number</source>
        <translation>已開啟 {file}：其編號在報價單歷史中屬於另一份報價單，因此作為新報價單開啟；儲存後會取得編號</translation>
    </message>
    <message>
        <source>Opened {file}: save it to keep it in the quote history</source>
        <translation>已開啟 {file}：儲存後即保留在報價單歷史中</translation>
    </message>
    <message>
        <source>the catalog has no workstation to put the build on</source>
        <translation>產品目錄中沒有可放置此配置的工作站</translation>
    </message>
    <message>
        <source>open {file}</source>
        <translation>開啟 {file}</translation>
    </message>
    <message>
        <source>Opened {file} on {sku}: Edit ▸ Undo goes back</source>
        <translation>已在 {sku} 上開啟 {file}（編輯 ▸ 復原可返回）</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>另存新檔</translation>
    </message>
    <message>
        <source>Saved the quote to {file}</source>
        <translation>已將報價單儲存到 {file}</translation>
    </message>
    <message>
        <source>Saved the build to {file}</source>
        <translation>已將配置儲存到 {file}</translation>
    </message>
    <message>
        <source>Open a quote or select a workstation first: there is nothing to save.</source>
        <translation>請先開啟報價單或選擇一台工作站：沒有可儲存的內容。</translation>
    </message>
    <message>
        <source>Rigwright files (*.json);;All files (*)</source>
        <translation>Rigwright 檔案 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>{file} is a folder; nothing was written</source>
        <translation>{file} 是資料夾；未寫入任何內容</translation>
    </message>
    <message>
        <source>Cannot write {file}: {reason}; nothing was written</source>
        <translation>無法寫入 {file}：{reason}；未寫入任何內容</translation>
    </message>
</context>
<context>
    <name>CatalogFiles</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>工作站</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>零組件</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>機殼</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>無價格</translation>
    </message>
    <message>
        <source>Price changed</source>
        <translation>價格變動</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>已變更</translation>
    </message>
    <message>
        <source>Availability: {item} in {market} — {old} → {new}</source>
        <translation>供貨：{item}（{market}）— {old} → {new}</translation>
    </message>
    <message>
        <source>{n} prices changed, {m} items added, {k} removed</source>
        <translation>{n} 個價格變動，新增 {m} 項，移除 {k} 項</translation>
    </message>
    <message>
        <source>, {o} items changed otherwise</source>
        <translation>，另有 {o} 項其他變更</translation>
    </message>
    <message>
        <source>, {a} availability rows changed</source>
        <translation>，{a} 筆供貨記錄變更</translation>
    </message>
    <message>
        <source>Import preview</source>
        <translation>匯入預覽</translation>
    </message>
    <message>
        <source>a copy of the catalog “{base}” named “{name}”</source>
        <translation>產品目錄「{base}」的副本，命名為「{name}」</translation>
    </message>
    <message>
        <source>the catalog “{name}”</source>
        <translation>產品目錄「{name}」</translation>
    </message>
    <message>
        <source>(replaces the catalog stored under that name)</source>
        <translation>（取代以此名稱儲存的產品目錄）</translation>
    </message>
    <message>
        <source>(a new catalog)</source>
        <translation>（新的產品目錄）</translation>
    </message>
    <message>
        <source>Import {file} into {target}:</source>
        <translation>將 {file} 匯入{target}：</translation>
    </message>
    <message>
        <source>What the import changes</source>
        <translation>匯入將變更的內容</translation>
    </message>
    <message>
        <source>Nothing changes.</source>
        <translation>沒有任何變更。</translation>
    </message>
    <message>
        <source>Column “{name}” is not one Rigwright reads: not read</source>
        <translation>欄「{name}」不是 Rigwright 讀取的欄：未讀取</translation>
    </message>
    <message>
        <source>Read a catalog pack (.json), a price list or an availability list (.csv), show what it changes, then import it</source>
        <translation>讀取產品目錄包（.json）、價目表或供貨清單（.csv），先顯示將要變更的內容，再匯入</translation>
    </message>
    <message>
        <source>Catalog packs, price and availability lists (*.json *.csv *.txt);;All files (*)</source>
        <translation>產品目錄包、價目表與供貨清單 (*.json *.csv *.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>File ▸ Undo import puts the catalog back as it is now.</source>
        <translation>「檔案 ▸ 復原匯入」可將產品目錄還原為現在的樣子。</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>匯入(&amp;I)</translation>
    </message>
    <message>
        <source>… and {n} more errors</source>
        <translation>……另有 {n} 個錯誤</translation>
    </message>
    <message>
        <source>&amp;Import catalog or price list…</source>
        <translation>匯入產品目錄或價目表(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport catalog…</source>
        <translation>匯出產品目錄(&amp;X)…</translation>
    </message>
    <message>
        <source>Write the catalog in use as a pack (.json) with gpus.csv and skus.csv</source>
        <translation>將目前的產品目錄寫成目錄包（.json），並附 gpus.csv 與 skus.csv</translation>
    </message>
    <message>
        <source>&amp;Undo import of {file}</source>
        <translation>復原匯入 {file}(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo import</source>
        <translation>復原匯入(&amp;U)</translation>
    </message>
    <message>
        <source>“{name}” ships with Rigwright: the prices go into a copy of it. Name of your catalog:</source>
        <translation>「{name}」隨 Rigwright 提供：價格將寫入它的副本。您的產品目錄名稱：</translation>
    </message>
    <message>
        <source>Name of the catalog to store the pack as:</source>
        <translation>儲存此目錄包所用的產品目錄名稱：</translation>
    </message>
    <message>
        <source>Import catalog or price list</source>
        <translation>匯入產品目錄或價目表</translation>
    </message>
    <message>
        <source>“{name}” ships with Rigwright and is rebuilt from its files, which would drop the import: choose a name of your own. Nothing changed.</source>
        <translation>「{name}」隨 Rigwright 提供，會依其檔案重建，匯入的內容將遺失：請另取一個名稱。未做任何變更。</translation>
    </message>
    <message>
        <source>{file} was not imported; nothing changed:</source>
        <translation>{file} 未匯入；未做任何變更：</translation>
    </message>
    <message>
        <source>{file} could not be read: {reason}</source>
        <translation>無法讀取 {file}：{reason}</translation>
    </message>
    <message>
        <source>Import cancelled: nothing changed</source>
        <translation>已取消匯入：未做任何變更</translation>
    </message>
    <message>
        <source>{file} was not imported; nothing changed: {reason}</source>
        <translation>{file} 未匯入；未做任何變更：{reason}</translation>
    </message>
    <message>
        <source>Imported {file} into “{name}”: {summary}</source>
        <translation>已將 {file} 匯入「{name}」：{summary}</translation>
    </message>
    <message>
        <source>Undo import</source>
        <translation>復原匯入</translation>
    </message>
    <message>
        <source>The import could not be undone: {reason}</source>
        <translation>無法復原匯入：{reason}</translation>
    </message>
    <message>
        <source>Import of {file} undone: “{name}” is as it was</source>
        <translation>已復原匯入 {file}：「{name}」已還原</translation>
    </message>
    <message>
        <source>Import of {file} undone: the catalog “{name}” is removed</source>
        <translation>已復原匯入 {file}：產品目錄「{name}」已移除</translation>
    </message>
    <message>
        <source>Export catalog</source>
        <translation>匯出產品目錄</translation>
    </message>
    <message>
        <source>Cannot write {file}: {reason}; nothing was written</source>
        <translation>無法寫入 {file}：{reason}；未寫入任何內容</translation>
    </message>
    <message>
        <source>Wrote the catalog “{name}”: {files}</source>
        <translation>已寫出產品目錄「{name}」：{files}</translation>
    </message>
</context>
<context>
    <name>ChartView</name>
    <message>
        <source>{workload}, custom weights</source>
        <translation>{workload}（自訂權重）</translation>
    </message>
    <message>
        <source>{title} (unknown, not drawn: {names})</source>
        <translation>{title}（資料未知、未繪製：{names}）</translation>
    </message>
</context>
<context>
    <name>ChartsView</name>
    <message>
        <source>GPU metric</source>
        <translation>GPU 指標</translation>
    </message>
    <message>
        <source>GPU metric chart</source>
        <translation>GPU 指標圖表</translation>
    </message>
    <message>
        <source>Price vs performance</source>
        <translation>價格與效能</translation>
    </message>
    <message>
        <source>Price vs performance chart</source>
        <translation>價格與效能圖表</translation>
    </message>
    <message>
        <source>Multi-GPU scaling</source>
        <translation>多 GPU 擴展</translation>
    </message>
    <message>
        <source>Multi-GPU scaling chart</source>
        <translation>多 GPU 擴展圖表</translation>
    </message>
    <message>
        <source>Cost efficiency</source>
        <translation>性價比</translation>
    </message>
    <message>
        <source>Cost efficiency chart</source>
        <translation>性價比圖表</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Power draw chart</source>
        <translation>功耗圖表</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation>每卡顯存</translation>
    </message>
    <message>
        <source>Memory per card chart</source>
        <translation>每卡顯存圖</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Speed chart (tokens/s or hours)</source>
        <translation>速度圖（token/s 或小時）</translation>
    </message>
    <message>
        <source>The chart to show</source>
        <translation>要顯示的圖表</translation>
    </message>
    <message>
        <source>Workload's first priority</source>
        <translation>工作負載的首要指標</translation>
    </message>
    <message>
        <source>The GPU figure the bars show</source>
        <translation>長條顯示的 GPU 資料</translation>
    </message>
    <message>
        <source>GPU metric to chart</source>
        <translation>要繪製的 GPU 指標</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>匯出 PNG…</translation>
    </message>
    <message>
        <source>Save the chart shown as a PNG image</source>
        <translation>將顯示的圖表儲存為 PNG 影像</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>匯出 SVG…</translation>
    </message>
    <message>
        <source>Save the chart shown as an SVG drawing</source>
        <translation>將顯示的圖表儲存為 SVG 向量圖</translation>
    </message>
    <message>
        <source>&amp;Chart:</source>
        <translation>圖表(&amp;C)：</translation>
    </message>
    <message>
        <source>No build passes the inputs, and none is selected</source>
        <translation>沒有配置符合輸入條件，也沒有選取的配置</translation>
    </message>
    <message>
        <source>This catalog has no priced workstations; looking for custom builds…</source>
        <translation>此產品目錄沒有附價格的工作站；正在尋找自訂配置…</translation>
    </message>
    <message>
        <source>This catalog has no workstations with prices</source>
        <translation>此產品目錄沒有附價格的工作站</translation>
    </message>
    <message>
        <source>{build} ({gpus})</source>
        <translation>{build}（{gpus}）</translation>
    </message>
    <message>
        <source>This catalog has no workstations to select</source>
        <translation>此產品目錄沒有可選的工作站</translation>
    </message>
    <message>
        <source>Select a workstation to see its power</source>
        <translation>選擇一台工作站以查看其功耗</translation>
    </message>
    <message>
        <source>{build}: unknown GPU {name}</source>
        <translation>{build}：未知的 GPU {name}</translation>
    </message>
    <message>
        <source>That build is no longer on show.</source>
        <translation>該配置已不在顯示之列。</translation>
    </message>
    <message>
        <source>{label} added to the comparison.</source>
        <translation>已將 {label} 加入比較。</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>選擇</translation>
    </message>
    <message>
        <source>Add to compare</source>
        <translation>加入比較</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>匯出圖表</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 影像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 向量圖 (*.svg)</translation>
    </message>
    <message>
        <source>The chart could not be saved to {path}: {reason}</source>
        <translation>無法將圖表儲存到 {path}：{reason}</translation>
    </message>
    <message>
        <source>Chart saved to {path}</source>
        <translation>圖表已儲存到 {path}</translation>
    </message>
</context>
<context>
    <name>ChassisFacts</name>
    <message>
        <source>chassis cell {cell!r}</source>
        <translation>選型指南機箱欄：{cell}</translation>
    </message>
    <message>
        <source>PSU {psu} ({cell})</source>
        <translation>電源 {psu}（{cell}）</translation>
    </message>
    <message>
        <source>Cooler: {cooler} ({gpu})</source>
        <translation>散熱：{cooler}（{gpu}）</translation>
    </message>
    <message>
        <source>{note} ({cell})</source>
        <translation>{note}（{cell}）</translation>
    </message>
    <message>
        <source>Layout notes</source>
        <translation>佈局說明</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Take every build out of the comparison</source>
        <translation>從比較中移除所有配置</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Take the build of the current column out of the comparison</source>
        <translation>從比較中移除目前欄的配置</translation>
    </message>
    <message>
        <source>Quote these builds…</source>
        <translation>為這些配置報價…</translation>
    </message>
    <message>
        <source>A new quote with one option per compared build</source>
        <translation>新增報價單，每個比較的配置為一個方案</translation>
    </message>
    <message>
        <source>Compared builds</source>
        <translation>比較的配置</translation>
    </message>
    <message>
        <source>One column per build, one row per figure; ▲ marks the best of a row, ▼ the worst</source>
        <translation>每個配置一欄，每項資料一列；▲ 標出該列最優，▼ 標出最差</translation>
    </message>
    <message>
        <source>The builds cannot be compared: {reason}</source>
        <translation>無法比較這些配置：{reason}</translation>
    </message>
    <message>
        <source>{n} of {most} added so far.</source>
        <translation>已加入 {n} 個（最多 {most} 個）。</translation>
    </message>
    <message>
        <source>{legend}  {illustrative}.</source>
        <translation>{legend}  {illustrative}。</translation>
    </message>
    <message>
        <source>Add 2 to 4 builds: right-click a workstation in the list, a point in a chart, or use Add to compare on the diagram.</source>
        <translation>請加入 2 到 4 個配置：在清單中以右鍵按一下工作站、在圖表中以右鍵按一下某個點，或使用示意圖上的「加入比較」。</translation>
    </message>
    <message>
        <source>{label}
Click to select this build; right-click to take it out of the comparison</source>
        <translation>{label}
按一下以選擇此配置；按右鍵將其從比較中移除</translation>
    </message>
    <message>
        <source>{row}: {value}</source>
        <translation>{row}：{value}</translation>
    </message>
    <message>
        <source>Ours, from the GPU table; the selection guide states another figure ({stated}), kept beside it.</source>
        <translation>本數值來自 GPU 規格表；選購指南給出的是另一個數值（{stated}），並列顯示。</translation>
    </message>
    <message>
        <source>▲ best of the compared builds (higher is better)</source>
        <translation>▲ 所比較配置中最優（越高越好）</translation>
    </message>
    <message>
        <source>▲ best of the compared builds (lower is better)</source>
        <translation>▲ 所比較配置中最優（越低越好）</translation>
    </message>
    <message>
        <source>▼ worst of the compared builds (higher is better)</source>
        <translation>▼ 所比較配置中最差（越高越好）</translation>
    </message>
    <message>
        <source>▼ worst of the compared builds (lower is better)</source>
        <translation>▼ 所比較配置中最差（越低越好）</translation>
    </message>
    <message>
        <source>Removed {label} from the comparison</source>
        <translation>已將 {label} 從比較中移除</translation>
    </message>
    <message>
        <source>Select this build</source>
        <translation>選擇此配置</translation>
    </message>
    <message>
        <source>Remove from comparison</source>
        <translation>從比較中移除</translation>
    </message>
    <message>
        <source>Clear the comparison</source>
        <translation>清除比較</translation>
    </message>
    <message>
        <source>The comparison is empty</source>
        <translation>比較已清除</translation>
    </message>
</context>
<context>
    <name>CostEfficiencyChart</name>
    <message>
        <source>price to be set</source>
        <translation>價格待定</translation>
    </message>
    <message>
        <source>tensor TFLOPS unknown</source>
        <translation>張量算力未知</translation>
    </message>
    <message>
        <source>memory unknown</source>
        <translation>顯存未知</translation>
    </message>
    <message>
        <source>lower is better</source>
        <translation>越低越好</translation>
    </message>
    <message>
        <source>{value} per {unit} (#{rank} of {total}, lower is better)</source>
        <translation>每 {unit} {value}（{total} 個中第 {rank} 名，越低越好）</translation>
    </message>
    <message>
        <source>Click to select · right-click to compare</source>
        <translation>按一下選擇 · 按右鍵加入比較</translation>
    </message>
    <message>
        <source>Cost efficiency</source>
        <translation>性價比</translation>
    </message>
    <message>
        <source>No build to compare</source>
        <translation>沒有可比較的配置</translation>
    </message>
    <message>
        <source>tensor TFLOPS</source>
        <translation>張量算力 TFLOPS</translation>
    </message>
    <message>
        <source>¥ per tensor TFLOPS</source>
        <translation>每張量算力 TFLOPS 價格（¥）</translation>
    </message>
    <message>
        <source>No build with a price and tensor TFLOPS</source>
        <translation>沒有同時具備價格和張量算力的配置</translation>
    </message>
    <message>
        <source>¥ per GB of GPU memory</source>
        <translation>每 GB 顯存價格（¥）</translation>
    </message>
    <message>
        <source>No build with a price and GPU memory</source>
        <translation>沒有同時具備價格和顯存資料的配置</translation>
    </message>
    <message>
        <source>The {n} cheapest per unit of {total} builds, and the selected build</source>
        <translation>{total} 個配置中單位價格最低的 {n} 個，以及所選配置</translation>
    </message>
    <message>
        <source>The {n} cheapest per unit of {total} builds</source>
        <translation>{total} 個配置中單位價格最低的 {n} 個</translation>
    </message>
    <message>
        <source>Not drawn: {items}</source>
        <translation>未繪製：{items}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>{build} ({why})</source>
        <translation>{build}（{why}）</translation>
    </message>
    <message>
        <source>All prices {mark}</source>
        <translation>所有價格均為{mark}</translation>
    </message>
    <message>
        <source>※ illustrative price</source>
        <translation>※ 示意價格</translation>
    </message>
</context>
<context>
    <name>CustomModelDialog</name>
    <message>
        <source>{field}: “{text}” is not a number</source>
        <translation>{field}：「{text}」不是數字</translation>
    </message>
    <message>
        <source>{field}: must be more than 0, not {text}</source>
        <translation>{field}：必須大於 0，不能是 {text}</translation>
    </message>
    <message>
        <source>{field}: {text} is not a whole number</source>
        <translation>{field}：{text} 不是整數</translation>
    </message>
    <message>
        <source>{field}: {text} is too large</source>
        <translation>{field}：{text} 太大</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>參數量</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>層數</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隱藏層維度</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力頭數</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 頭數</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>每頭維度</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>MLP 寬度</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>詞表大小</translation>
    </message>
    <message>
        <source>Longest context</source>
        <translation>最長上下文</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>激活參數量</translation>
    </message>
    <message>
        <source>e.g. {example}</source>
        <translation>例如 {example}</translation>
    </message>
    <message>
        <source>default: the attention heads</source>
        <translation>預設：與注意力頭數相同</translation>
    </message>
    <message>
        <source>default: hidden size / heads</source>
        <translation>預設：隱藏層維度 / 頭數</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>選填</translation>
    </message>
    <message>
        <source>default {value}</source>
        <translation>預設 {value}</translation>
    </message>
    <message>
        <source>default {value} tokens</source>
        <translation>預設 {value} 詞元</translation>
    </message>
    <message>
        <source>mixture of experts only</source>
        <translation>僅限混合專家（MoE）模型</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>自訂模型</translation>
    </message>
    <message>
        <source>A decoder transformer given by its figures, as its config.json states them (* required). Counts may be typed as 13e9, 13,000,000,000 or 13B (K, M, B, T).</source>
        <translation>依 config.json 中的數值給出的解碼器 Transformer（* 為必填）。數量可寫作 13e9、13,000,000,000 或 13B（K、M、B、T）。</translation>
    </message>
    <message>
        <source>{field}: required</source>
        <translation>{field}：必填</translation>
    </message>
    <message>
        <source>{field}: {reason}</source>
        <translation>{field}：{reason}</translation>
    </message>
    <message>
        <source>more than the parameters</source>
        <translation>多於參數量</translation>
    </message>
    <message>
        <source>{kv} does not divide the {heads} attention heads</source>
        <translation>{kv} 不能整除 {heads} 個注意力頭</translation>
    </message>
</context>
<context>
    <name>DataQualityView</name>
    <message>
        <source>All severities</source>
        <translation>全部嚴重程度</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>嚴重程度</translation>
    </message>
    <message>
        <source>Show the findings of one severity</source>
        <translation>只顯示某一嚴重程度的問題</translation>
    </message>
    <message>
        <source>Filter findings, e.g. 1.10 or RTX2080S</source>
        <translation>篩選問題，例如 1.10 或 RTX2080S</translation>
    </message>
    <message>
        <source>Filter findings</source>
        <translation>篩選問題</translation>
    </message>
    <message>
        <source>Data-quality findings</source>
        <translation>資料品質問題</translation>
    </message>
    <message>
        <source>Number of findings</source>
        <translation>問題數量</translation>
    </message>
    <message>
        <source>Selected finding</source>
        <translation>所選問題</translation>
    </message>
    <message>
        <source>Lint failed: {reason}</source>
        <translation>資料檢查失敗：{reason}</translation>
    </message>
    <message>
        <source>{findings}: {errors}, {warnings}, {info} info</source>
        <translation>{findings}：{errors}，{warnings}，{info} 則提示</translation>
    </message>
    <message>
        <source>1 finding</source>
        <translation>1 個問題</translation>
    </message>
    <message>
        <source>{n} findings</source>
        <translation>{n} 個問題</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 個錯誤</translation>
    </message>
    <message>
        <source>{n} errors</source>
        <translation>{n} 個錯誤</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 個警告</translation>
    </message>
    <message>
        <source>{n} warnings</source>
        <translation>{n} 個警告</translation>
    </message>
    <message>
        <source>No findings in this catalog</source>
        <translation>此產品目錄沒有發現問題</translation>
    </message>
    <message>
        <source>{summary} — {shown} shown</source>
        <translation>{summary} — 顯示 {shown} 則</translation>
    </message>
    <message>
        <source>Select a finding to read it in full; a finding about a SKU also selects that SKU (its chassis diagram).</source>
        <translation>選擇一個問題以查看全文；關於某型號的問題還會選取該型號（顯示其機箱示意圖）。</translation>
    </message>
</context>
<context>
    <name>DiagramPanel</name>
    <message>
        <source>+ Add</source>
        <translation>+ 新增</translation>
    </message>
    <message>
        <source>Add a card of this GPU in the top free slot (Insert)</source>
        <translation>在最上方的空閒插槽新增一張此 GPU 卡（Insert）</translation>
    </message>
    <message>
        <source>− Remove</source>
        <translation>− 移除</translation>
    </message>
    <message>
        <source>Remove the selected card (Delete)</source>
        <translation>移除所選的卡（Delete）</translation>
    </message>
    <message>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>匯出 PNG</translation>
    </message>
    <message>
        <source>Export the diagram as a PNG image</source>
        <translation>將示意圖匯出為 PNG 影像</translation>
    </message>
    <message>
        <source>SVG…</source>
        <translation>SVG…</translation>
    </message>
    <message>
        <source>Export SVG</source>
        <translation>匯出 SVG</translation>
    </message>
    <message>
        <source>Export the diagram as an SVG (vector) image</source>
        <translation>將示意圖匯出為 SVG（向量）影像</translation>
    </message>
    <message>
        <source>Add to compare</source>
        <translation>加入比較</translation>
    </message>
    <message>
        <source>Add to compare: put the build shown beside others in the Compare tab (at most 4; Ctrl+Shift+C)</source>
        <translation>加入比較：在「比較」分頁中將目前配置與其他配置並列（最多 4 個；Ctrl+Shift+C）</translation>
    </message>
    <message>
        <source>Focus on the diagram</source>
        <translation>專注於示意圖</translation>
    </message>
    <message>
        <source>Give the diagram the whole window (Ctrl+Shift+F; Esc leaves)</source>
        <translation>讓示意圖佔滿整個視窗（Ctrl+Shift+F；Esc 離開）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>No diagram: {reason}</source>
        <translation>無示意圖：{reason}</translation>
    </message>
    <message>
        <source>Verdicts ({e} ✖, {w} ▲)</source>
        <translation>檢查結論（{e} ✖，{w} ▲）</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型號</translation>
    </message>
    <message>
        <source>Cards of this GPU</source>
        <translation>此 GPU 的卡數</translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation>GPU(&amp;G)</translation>
    </message>
    <message>
        <source>ca&amp;rds</source>
        <translation>卡數(&amp;R)</translation>
    </message>
    <message>
        <source>Diagram side panel</source>
        <translation>示意圖側欄</translation>
    </message>
    <message>
        <source>no comparison to add to</source>
        <translation>沒有可加入的比較</translation>
    </message>
    <message>
        <source>Added the build shown to the comparison</source>
        <translation>已將目前配置加入比較</translation>
    </message>
    <message>
        <source>move card {card} to PCIe {slot}</source>
        <translation>將卡 {card} 移到 PCIe {slot}</translation>
    </message>
    <message>
        <source>move card {card} to opening {opening}</source>
        <translation>將卡 {card} 移到開口 {opening}</translation>
    </message>
    <message>
        <source>PCIe {n} holds card {c}: drop on an empty slot, or move that card first</source>
        <translation>PCIe {n} 已插有卡 {c}：請放到空插槽，或先移走那張卡</translation>
    </message>
    <message>
        <source>add {model} in PCIe {slot}</source>
        <translation>在 PCIe {slot} 新增 {model}</translation>
    </message>
    <message>
        <source>add {model} at opening {opening}</source>
        <translation>在開口 {opening} 新增 {model}</translation>
    </message>
    <message>
        <source>add {model}</source>
        <translation>新增 {model}</translation>
    </message>
    <message>
        <source>remove card {card} ({model})</source>
        <translation>移除卡 {card}（{model}）</translation>
    </message>
    <message>
        <source>select a card to remove (click it, or Tab to it)</source>
        <translation>請選擇要移除的卡（按一下它，或按 Tab 切換到它）</translation>
    </message>
    <message>
        <source>Export diagram</source>
        <translation>匯出示意圖</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 影像 (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 影像 (*.svg)</translation>
    </message>
    <message>
        <source>{path} is a folder: choose a file name</source>
        <translation>{path} 是資料夾：請選擇檔案名稱</translation>
    </message>
    <message>
        <source>The folder {path} does not exist</source>
        <translation>資料夾 {path} 不存在</translation>
    </message>
    <message>
        <source>The diagram could not be exported: {reason}</source>
        <translation>示意圖無法匯出：{reason}</translation>
    </message>
    <message>
        <source>Diagram exported to {path}</source>
        <translation>示意圖已匯出到 {path}</translation>
    </message>
</context>
<context>
    <name>DiagramView</name>
    <message>
        <source>Chassis diagram</source>
        <translation>機箱示意圖</translation>
    </message>
    <message>
        <source>No build is drawn.</source>
        <translation>未繪製配置。</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Rigwright — unexpected error</source>
        <translation>Rigwright — 非預期的錯誤</translation>
    </message>
    <message>
        <source>Something went wrong and the last action was not finished. Rigwright keeps running and shows the inputs and builds it holds; your quotes are kept.</source>
        <translation>發生錯誤，上一個操作沒有完成。Rigwright 仍在執行，並顯示它保存的輸入和配置；您的報價單都已保留。</translation>
    </message>
    <message>
        <source>Reason: {reason}</source>
        <translation>原因：{reason}</translation>
    </message>
    <message>
        <source>This happened {count} times.</source>
        <translation>此錯誤已發生 {count} 次。</translation>
    </message>
    <message>
        <source>The details are in the log folder: {folder}</source>
        <translation>詳細資訊在記錄檔資料夾中：{folder}</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>複製詳細資訊(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the error's details and the versions, to send to support</source>
        <translation>複製錯誤的詳細資訊和版本，以便傳送給技術支援</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>開啟記錄檔資料夾(&amp;L)</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message>
        <source>stated total</source>
        <translation>標稱總量</translation>
    </message>
    <message>
        <source>rounding</source>
        <translation>捨入</translation>
    </message>
    <message>
        <source>pattern</source>
        <translation>規律</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>單位</translation>
    </message>
    <message>
        <source>code</source>
        <translation>型號代碼</translation>
    </message>
    <message>
        <source>scale table</source>
        <translation>規模表</translation>
    </message>
    <message>
        <source>class range</source>
        <translation>機型級別範圍</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>說法</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>參考資料</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>嚴重程度</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Stated</source>
        <translation>所印數值</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>應為</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>The figure or text as the catalog states it</source>
        <translation>產品目錄所寫的數值或文字</translation>
    </message>
    <message>
        <source>What it should be by the rule</source>
        <translation>按規則應有的值</translation>
    </message>
    <message>
        <source>The kind of problem</source>
        <translation>問題類型</translation>
    </message>
    <message>
        <source>Why: {why}</source>
        <translation>原因：{why}</translation>
    </message>
</context>
<context>
    <name>FirstCatalog</name>
    <message>
        <source>current — current-generation GPUs, parts and prices (recommended)</source>
        <translation>current — 當代 GPU、零組件與價格（建議）</translation>
    </message>
    <message>
        <source>seed-2020 — the 2020 selection guide, exactly as printed</source>
        <translation>seed-2020 — 2020 年選型指南，完全依原文</translation>
    </message>
    <message>
        <source>{name} — your own catalog</source>
        <translation>{name} — 您自己的產品目錄</translation>
    </message>
    <message>
        <source>Choose a catalog</source>
        <translation>選擇產品目錄</translation>
    </message>
    <message>
        <source>Which catalog should Rigwright open? You can switch at any time with the catalog list at the top of the inputs; this one opens at every start.</source>
        <translation>Rigwright 應開啟哪個產品目錄？您可以隨時透過輸入區頂端的產品目錄清單切換；此處所選的目錄會在每次啟動時開啟。</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開啟(&amp;O)</translation>
    </message>
</context>
<context>
    <name>FitColumn</name>
    <message>
        <source>data parallel</source>
        <translation>資料平行</translation>
    </message>
    <message>
        <source>FSDP sharding</source>
        <translation>FSDP 分片</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>張量平行</translation>
    </message>
    <message>
        <source>pipeline parallel</source>
        <translation>管線平行</translation>
    </message>
    <message>
        <source>1 × {memory} GB</source>
        <translation>1 × {memory} GB</translation>
    </message>
    <message>
        <source>{count} × {memory} GB, {how}</source>
        <translation>{count} × {memory} GB，{how}</translation>
    </message>
    <message>
        <source>{fit}, activation checkpointing</source>
        <translation>{fit}，啟用激活檢查點</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>裝不下</translation>
    </message>
    <message>
        <source>does not fit: needs {need} × {gpu}, has {has}</source>
        <translation>裝不下：需要 {need} × {gpu}，本機只有 {has} 張</translation>
    </message>
</context>
<context>
    <name>GpuDetailView</name>
    <message>
        <source>CUDA cores</source>
        <translation>CUDA 核心</translation>
    </message>
    <message>
        <source>Tensor cores</source>
        <translation>張量核心</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>顯存</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>顯存帶寬</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>張量</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16 半精度</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32 單精度</translation>
    </message>
    <message>
        <source>Board power</source>
        <translation>板卡功耗</translation>
    </message>
    <message>
        <source>Slot width</source>
        <translation>槽位寬度</translation>
    </message>
    <message>
        <source>Cooler</source>
        <translation>散熱</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>供電接口</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>長度</translation>
    </message>
    <message>
        <source>Launch MSRP</source>
        <translation>首發建議售價</translation>
    </message>
    <message>
        <source>Launch date</source>
        <translation>發布日期</translation>
    </message>
    <message>
        <source>1 slot</source>
        <translation>1 槽</translation>
    </message>
    <message>
        <source>{n} slots</source>
        <translation>{n} 槽</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>支援</translation>
    </message>
    <message>
        <source>no</source>
        <translation>不支援</translation>
    </message>
    <message>
        <source>GPU details</source>
        <translation>GPU 詳情</translation>
    </message>
    <message>
        <source>Select a GPU in the table or the ranked list to see its figures, physical facts and their sources.</source>
        <translation>在表格或排名清單中選擇一個 GPU，即可查看其效能數據、物理參數及其來源。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>also printed as {aliases}</source>
        <translation>也印作 {aliases}</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>效能數據</translation>
    </message>
    <message>
        <source>no source gives it</source>
        <translation>無來源提供</translation>
    </message>
    <message>
        <source>The figures as the {catalog} catalog prints them.</source>
        <translation>數據依 {catalog} 產品目錄所印。</translation>
    </message>
    <message>
        <source>definition not stated</source>
        <translation>未說明定義</translation>
    </message>
    <message>
        <source>Tensor TFLOPS of this catalog: {definition}</source>
        <translation>本產品目錄的張量算力 TFLOPS：{definition}</translation>
    </message>
    <message>
        <source>Physical facts</source>
        <translation>物理參數</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Reference row: {reference}</source>
        <translation>參考列：{reference}</translation>
    </message>
    <message>
        <source>Data quality ({n})</source>
        <translation>資料品質（{n}）</translation>
    </message>
    <message>
        <source>{severity}: {message}</source>
        <translation>{severity}：{message}</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>來源</translation>
    </message>
</context>
<context>
    <name>GpuPalette</name>
    <message>
        <source>GPU palette</source>
        <translation>GPU 列表</translation>
    </message>
    <message>
        <source>{gpu}: drag onto a slot, or press Enter to add it to the top free slot</source>
        <translation>{gpu}：拖到插槽上，或按 Enter 新增到最上方的空閒插槽</translation>
    </message>
</context>
<context>
    <name>GpuRankingView</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>容納</translation>
    </message>
    <message>
        <source>GPUs ranked for this workload</source>
        <translation>依此工作負載排名的 GPU</translation>
    </message>
    <message>
        <source>Recommended for this workload</source>
        <translation>推薦用於此工作負載</translation>
    </message>
</context>
<context>
    <name>GpuTableModel</name>
    <message>
        <source>{confidence} (reference column {column})</source>
        <translation>{confidence}（參考欄 {column}）</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>CUDA
cores</source>
        <translation>CUDA
核心</translation>
    </message>
    <message>
        <source>Tensor
cores</source>
        <translation>張量
核心</translation>
    </message>
    <message>
        <source>Memory
GB</source>
        <translation>顯存
GB</translation>
    </message>
    <message>
        <source>Bandwidth
GB/s</source>
        <translation>顯存帶寬
GB/s</translation>
    </message>
    <message>
        <source>Tensor
TFLOPS</source>
        <translation>張量算力
TFLOPS</translation>
    </message>
    <message>
        <source>FP16
TFLOPS</source>
        <translation>FP16 半精度
TFLOPS</translation>
    </message>
    <message>
        <source>FP32
TFLOPS</source>
        <translation>FP32 單精度
TFLOPS</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Score of the GPU for the current workload profile (0-100)</source>
        <translation>該 GPU 在目前工作負載下的得分（0-100）</translation>
    </message>
    <message>
        <source>Tensor TFLOPS of this catalog: {definition}</source>
        <translation>本產品目錄的張量算力 TFLOPS：{definition}</translation>
    </message>
    <message>
        <source>definition not stated</source>
        <translation>未說明定義</translation>
    </message>
    <message>
        <source>{name}: recommended for the current workload</source>
        <translation>{name}：推薦用於目前工作負載</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>{name}: unknown (no source gives it)</source>
        <translation>{name}：未知（無來源提供）</translation>
    </message>
    <message>
        <source>Source: {how}</source>
        <translation>來源：{how}</translation>
    </message>
</context>
<context>
    <name>GpuTableView</name>
    <message>
        <source>Filter GPUs by name, e.g. RTX</source>
        <translation>依名稱篩選 GPU，例如 RTX</translation>
    </message>
    <message>
        <source>Filter GPUs</source>
        <translation>篩選 GPU</translation>
    </message>
    <message>
        <source>GPU spec table</source>
        <translation>GPU 規格表</translation>
    </message>
</context>
<context>
    <name>GuideBar</name>
    <message>
        <source>Workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>Pick the customer's workload on the left, then the budget (CNY), the model scale or least GPU memory and the GPU count.</source>
        <translation>在左側選擇客戶的工作負載，再填寫預算（人民幣）、模型規模或最低顯存，以及 GPU 數量。</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推薦</translation>
    </message>
    <message>
        <source>The GPUs and workstations ranked for that workload, with the reasons; select the workstation to offer.</source>
        <translation>依該工作負載排序的 GPU 與工作站，並附理由；選取要向客戶推薦的工作站。</translation>
    </message>
    <message>
        <source>Configure</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Adjust the build on the chassis diagram (add, move or remove cards); the rule check says at once what fits and what to change.</source>
        <translation>在機箱示意圖上調整配置（新增、移動或移除顯示卡）；規則檢查會立即指出哪些可行、需要改什麼。</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>報價</translation>
    </message>
    <message>
        <source>Add the build to a quote (File ▸ Add to quote, Ctrl+Shift+A) and export the PDF in Chinese or English (Ctrl+E).</source>
        <translation>把配置加入報價單（檔案 ▸ 加入報價單，Ctrl+Shift+A），並匯出中文或英文 PDF（Ctrl+E）。</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>第 {n} 步，共 {total} 步</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>略過導覽</translation>
    </message>
    <message>
        <source>Getting started guide</source>
        <translation>入門導覽</translation>
    </message>
</context>
<context>
    <name>HelpDock</name>
    <message>
        <source>Help</source>
        <translation>說明</translation>
    </message>
    <message>
        <source>Detach the help</source>
        <translation>分離說明視窗</translation>
    </message>
    <message>
        <source>Close the help</source>
        <translation>關閉說明</translation>
    </message>
    <message>
        <source>Show or hide the help (F1 opens the topic of the focused field)</source>
        <translation>顯示或隱藏說明（F1 開啟目前焦點所在項目的主題）</translation>
    </message>
</context>
<context>
    <name>HelpPanel</name>
    <message>
        <source>Getting started and pages</source>
        <translation>入門與頁面</translation>
    </message>
    <message>
        <source>Workload profiles</source>
        <translation>工作負載設定</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Filter topics</source>
        <translation>篩選主題</translation>
    </message>
    <message>
        <source>Filter help topics</source>
        <translation>篩選說明主題</translation>
    </message>
    <message>
        <source>Type words to find a topic; Down moves to the list, Enter opens the first match</source>
        <translation>輸入文字尋找主題；按 Down 移到清單，按 Enter 開啟第一個符合項目</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Back to the previous topic (Alt+Left)</source>
        <translation>返回上一個主題（Alt+Left）</translation>
    </message>
    <message>
        <source>Help topics</source>
        <translation>說明主題</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>說明內容</translation>
    </message>
    <message>
        <source>The help could not be read: {reason}</source>
        <translation>無法讀取說明：{reason}</translation>
    </message>
    <message>
        <source>There is no help on “{topic}” yet.</source>
        <translation>目前沒有關於「{topic}」的說明。</translation>
    </message>
    <message>
        <source>See also</source>
        <translation>另請參閱</translation>
    </message>
    <message>
        <source>{name}: {weight}</source>
        <translation>{name}：{weight}</translation>
    </message>
    <message>
        <source>Weights derived from the seed guide, heaviest first (Metric weights can change them):</source>
        <translation>取自選購指南的權重，由高到低（可在「指標權重」中修改）：</translation>
    </message>
    <message>
        <source>The seed's priority line as printed: {line}</source>
        <translation>選購指南印出的優先順序：{line}</translation>
    </message>
    <message>
        <source>Multi-GPU scaling assumed: {percent} % of the throughput kept per doubling of the GPU count.</source>
        <translation>多 GPU 擴充假設：GPU 數量每增加一倍，保留 {percent} % 的吞吐量。</translation>
    </message>
    <message>
        <source>Weight of this metric in each workload profile (derived from the seed guide):</source>
        <translation>此指標在各工作負載設定中的權重（取自選購指南）：</translation>
    </message>
    <message>
        <source>No workload profile weights this metric: it is shown for reference.</source>
        <translation>沒有工作負載設定為此指標設定權重：它僅供參考。</translation>
    </message>
</context>
<context>
    <name>HistoryExporter</name>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel 活頁簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>{name}: the extension {extension} is not one the history can be written as; choose .csv or .xlsx.</source>
        <translation>{name}：報價單歷史不能匯出為副檔名 {extension} 的檔案；請選擇 .csv 或 .xlsx。</translation>
    </message>
    <message>
        <source>Export quote history</source>
        <translation>匯出報價單歷史</translation>
    </message>
    <message>
        <source>The quote history could not be exported: {reason}.</source>
        <translation>無法匯出報價單歷史：{reason}。</translation>
    </message>
    <message>
        <source>The history is written to {path}, but these revisions cannot be priced now and have no totals:
{problems}</source>
        <translation>報價單歷史已寫入 {path}，但以下版本目前無法計價，沒有總價：
{problems}</translation>
    </message>
</context>
<context>
    <name>LineTableModel</name>
    <message>
        <source>Internal: never printed, hidden in presenter mode</source>
        <translation>內部資料：從不列印，簡報模式下隱藏</translation>
    </message>
    <message>
        <source>A percent ("5%") or an amount in yuan ("500")</source>
        <translation>百分比（「5%」）或以元計的金額（「500」）</translation>
    </message>
    <message>
        <source>to be set</source>
        <translation>待定</translation>
    </message>
    <message>
        <source>The build's price is to be set: enter its unit price</source>
        <translation>該配置的價格待定：請輸入其單價</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Rigwright — deep-learning workstation configurator</source>
        <translation>Rigwright — 深度學習工作站配置器</translation>
    </message>
    <message>
        <source>Custom weights: the ranking no longer follows the seed guide. Use “Reset to seed” to go back.</source>
        <translation>自訂權重：排名不再遵循選型指南。使用「恢復選型指南權重」可返回。</translation>
    </message>
    <message>
        <source>GPUs for this workload</source>
        <translation>適合此工作負載的 GPU</translation>
    </message>
    <message>
        <source>Internal cost, margin, discount limits, internal fields and the quote history are hidden (View ▸ Presenter mode)</source>
        <translation>已隱藏內部成本、毛利、折扣上限、內部欄位和報價單歷史（檢視 ▸ 簡報模式）</translation>
    </message>
    <message>
        <source>Quote lan&amp;guage</source>
        <translation>報價單語言(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Export quote PDF…</source>
        <translation>匯出報價單 PDF(&amp;E)…</translation>
    </message>
    <message>
        <source>Add to &amp;comparison</source>
        <translation>加入比較(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Vendor profile…</source>
        <translation>供應商資料(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>簡報模式(&amp;P)</translation>
    </message>
    <message>
        <source>P&amp;resent</source>
        <translation>全螢幕簡報(&amp;R)</translation>
    </message>
    <message>
        <source>The recommendation full screen for the customer</source>
        <translation>全螢幕向客戶展示推薦的工作站</translation>
    </message>
    <message>
        <source>&amp;Configure</source>
        <translation>配置(&amp;C)</translation>
    </message>
    <message>
        <source>Q&amp;uotes</source>
        <translation>報價單(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>跟隨系統(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>淺色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help on this</source>
        <translation>關於此處的說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Getting started guide</source>
        <translation>入門導覽(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;About Rigwright</source>
        <translation>關於 Rigwright(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Focus on the diagram</source>
        <translation>專注於示意圖(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Undo {change}</source>
        <translation>復原(&amp;U) {change}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo {change}</source>
        <translation>取消復原(&amp;R) {change}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>取消復原(&amp;R)</translation>
    </message>
    <message>
        <source>Custom builds: {n} candidate builds need prices for {k} item(s) ({items}); import a price list (File ▸ Import catalog or price list…) to include them</source>
        <translation>自訂配置：{n} 個候選配置需要為 {k} 項設定價格（{items}）；匯入價目表（檔案 ▸ 匯入產品目錄或價目表…）即可納入</translation>
    </message>
    <message>
        <source>1 GPU ranked</source>
        <translation>已排名 1 個 GPU</translation>
    </message>
    <message>
        <source>{n} GPUs ranked</source>
        <translation>已排名 {n} 個 GPU</translation>
    </message>
    <message>
        <source>{workload}: {ranked}, {fit}</source>
        <translation>{workload}：{ranked}，{fit}</translation>
    </message>
    <message>
        <source>Export the open quote as a PDF (Ctrl+E)</source>
        <translation>將開啟的報價單匯出為 PDF（Ctrl+E）</translation>
    </message>
    <message>
        <source>Export a quote PDF for the selected workstation (Ctrl+E)</source>
        <translation>為所選工作站匯出報價單 PDF（Ctrl+E）</translation>
    </message>
    <message>
        <source>Workstations (SKUs) — searching custom builds…</source>
        <translation>工作站（型號）— 正在搜尋自訂配置…</translation>
    </message>
    <message>
        <source>Workstations (SKUs) — custom build search failed: {reason}</source>
        <translation>工作站（型號）— 自訂配置搜尋失敗：{reason}</translation>
    </message>
    <message>
        <source>Workstations (SKUs) — no custom builds: some parts have no price (see the notes above)</source>
        <translation>工作站（型號）— 無自訂配置：部分部件沒有價格（見上方說明）</translation>
    </message>
    <message>
        <source>Workstations (SKUs) + 1 custom build (✚)</source>
        <translation>工作站（型號）+ 1 個自訂配置（✚）</translation>
    </message>
    <message>
        <source>Workstations (SKUs) + {n} custom builds (✚)</source>
        <translation>工作站（型號）+ {n} 個自訂配置（✚）</translation>
    </message>
    <message>
        <source>Workstations (SKUs)</source>
        <translation>工作站（型號）</translation>
    </message>
    <message>
        <source>Another launch asked for {asked}: this window stays in {current}. Change it in View ▸ Language.</source>
        <translation>另一次啟動要求使用{asked}：此視窗保持{current}。可在「檢視 ▸ 語言」中變更。</translation>
    </message>
    <message>
        <source>Chassis diagram</source>
        <translation>機箱示意圖</translation>
    </message>
    <message>
        <source>Workload inputs</source>
        <translation>工作負載輸入</translation>
    </message>
    <message>
        <source>Build details</source>
        <translation>配置詳情</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>圖表</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>GPU spec table</source>
        <translation>GPU 規格表</translation>
    </message>
    <message>
        <source>Data quality</source>
        <translation>資料品質</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Rule check</source>
        <translation>規則檢查</translation>
    </message>
    <message>
        <source>● Presenter mode</source>
        <translation>● 簡報模式</translation>
    </message>
    <message>
        <source>Add to quote</source>
        <translation>加入報價單</translation>
    </message>
    <message>
        <source>Add the selected workstation (SKU, changed or custom build) to the open quote as an option, or start a quote with it (Ctrl+Shift+A)</source>
        <translation>將所選工作站（型號、修改後的配置或自訂配置）作為一個方案加入開啟的報價單，或以它新增報價單（Ctrl+Shift+A）</translation>
    </message>
    <message>
        <source>Add the build the diagram shows to the Compare tab (Ctrl+Shift+C)</source>
        <translation>將示意圖所示的配置加入「比較」分頁（Ctrl+Shift+C）</translation>
    </message>
    <message>
        <source>Hide internal cost, margin and discount limits everywhere (Ctrl+Shift+P)</source>
        <translation>在所有位置隱藏內部成本、毛利和折扣上限（Ctrl+Shift+P）</translation>
    </message>
    <message>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具列</translation>
    </message>
    <message>
        <source>Add &amp;to quote</source>
        <translation>加入報價單(&amp;T)</translation>
    </message>
    <message>
        <source>Workloads, workstations and builds (Ctrl+1)</source>
        <translation>工作負載、工作站和配置（Ctrl+1）</translation>
    </message>
    <message>
        <source>The quote history and the quote editor (Ctrl+2)</source>
        <translation>報價單歷史和報價單編輯器（Ctrl+2）</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主題(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>Explain the metric, workload, rule or screen that has the focus (F1)</source>
        <translation>解釋目前焦點所在的指標、工作負載、規則或畫面（F1）</translation>
    </message>
    <message>
        <source>Give the chassis diagram the whole window (Ctrl+Shift+F; Esc goes back)</source>
        <translation>讓機箱示意圖佔滿整個視窗（Ctrl+Shift+F；按 Esc 返回）</translation>
    </message>
    <message>
        <source>the catalog has no workstations</source>
        <translation>產品目錄中沒有工作站</translation>
    </message>
    <message>
        <source>no workstation fits</source>
        <translation>沒有符合的工作站</translation>
    </message>
    <message>
        <source>1 workstation fits</source>
        <translation>1 台工作站符合</translation>
    </message>
    <message>
        <source>{n} workstations fit</source>
        <translation>{n} 台工作站符合</translation>
    </message>
    <message>
        <source>The translations for {language} could not be loaded: the window stays in English.</source>
        <translation>無法載入{language}的翻譯：視窗仍顯示英文。</translation>
    </message>
    <message>
        <source>Select a workstation (or open a quote) to export a quote</source>
        <translation>請選擇一台工作站（或開啟一份報價單）以匯出報價單</translation>
    </message>
    <message>
        <source>Export quote PDF</source>
        <translation>匯出報價單 PDF</translation>
    </message>
    <message>
        <source>Added to the comparison ({n} of {most})</source>
        <translation>已加入比較（{n}/{most}）</translation>
    </message>
    <message>
        <source>Quote these builds</source>
        <translation>為這些配置報價</translation>
    </message>
    <message>
        <source>The budget is not valid ({reason}): correct or clear it first.</source>
        <translation>預算無效（{reason}）：請先更正或清除。</translation>
    </message>
</context>
<context>
    <name>Market</name>
    <message>
        <source>Mainland China</source>
        <translation>中國大陸</translation>
    </message>
    <message>
        <source>Taiwan</source>
        <translation>臺灣</translation>
    </message>
    <message>
        <source>Hong Kong</source>
        <translation>香港</translation>
    </message>
    <message>
        <source>International</source>
        <translation>國際</translation>
    </message>
</context>
<context>
    <name>MarketCombo</name>
    <message>
        <source>Market</source>
        <translation>市場</translation>
    </message>
    <message>
        <source>The market the builds are sold in: items not sold there are never recommended, built or proposed</source>
        <translation>配置銷售所在的市場：在該市場不銷售的配件不會被推薦、配置或建議</translation>
    </message>
</context>
<context>
    <name>MemoryPerCardChart</name>
    <message>
        <source>Choose a model in the Model sizing group to see what each card holds</source>
        <translation>在「模型容量估算」中選擇一個模型，即可查看每張卡需容納的顯存</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation>每卡顯存</translation>
    </message>
    <message>
        <source>GB per card (10⁹ bytes)</source>
        <translation>每卡 GB（10⁹ 位元組）</translation>
    </message>
    <message>
        <source>{label}: {held} of {usable} GB usable</source>
        <translation>{label}：{held} GB / 可用 {usable} GB</translation>
    </message>
    <message>
        <source>{label}: does not fit, {held} GB a card, {usable} GB usable</source>
        <translation>{label}：放不下，每卡需 {held} GB，可用 {usable} GB</translation>
    </message>
    <message>
        <source>usable memory</source>
        <translation>可用顯存</translation>
    </message>
    <message>
        <source>Memory per card: {model} in {precision}</source>
        <translation>每卡顯存：{model}（{precision}）</translation>
    </message>
    <message>
        <source>The job needs {need} GB on one card; usable: printed GiB less {reserve} % (driver, CUDA context); at most {cards} cards (the catalog's largest box)</source>
        <translation>單卡執行需 {need} GB；可用：標稱 GiB 減去 {reserve}%（驅動程式、CUDA 環境）；最多 {cards} 張卡（產品目錄中最大的機箱）</translation>
    </message>
</context>
<context>
    <name>MessageArea</name>
    <message>
        <source>{name} already exists. Replace it?</source>
        <translation>{name} 已存在。要取代嗎？</translation>
    </message>
</context>
<context>
    <name>MetricChart</name>
    <message>
        <source>{metric}: {figure}</source>
        <translation>{metric}：{figure}</translation>
    </message>
    <message>
        <source>not in the seed's tiers</source>
        <translation>不在選購指南的梯隊中</translation>
    </message>
    <message>
        <source>tier {tier} of {count} in the seed's {table} table</source>
        <translation>選購指南 {table} 表 {count} 個梯隊中的第 {tier} 梯隊</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>推薦</translation>
    </message>
    <message>
        <source>not recommended</source>
        <translation>未推薦</translation>
    </message>
    <message>
        <source>in the selected build</source>
        <translation>在所選配置中</translation>
    </message>
</context>
<context>
    <name>OptionPage</name>
    <message>
        <source>T&amp;itle</source>
        <translation>標題(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Workload</source>
        <translation>工作負載(&amp;W)</translation>
    </message>
    <message>
        <source>Option di&amp;scount</source>
        <translation>方案折扣(&amp;S)</translation>
    </message>
    <message>
        <source>As the workstation's</source>
        <translation>沿用工作站的</translation>
    </message>
    <message>
        <source>e.g. 5% or 500</source>
        <translation>如 5% 或 500</translation>
    </message>
    <message>
        <source>Discount on the option's subtotal: "5%" or "500" (yuan)</source>
        <translation>方案小計的折扣：「5%」或「500」（元）</translation>
    </message>
    <message>
        <source>Lines of the option</source>
        <translation>方案明細行</translation>
    </message>
    <message>
        <source>Add extra</source>
        <translation>新增附加項目</translation>
    </message>
    <message>
        <source>Remove line</source>
        <translation>刪除行</translation>
    </message>
    <message>
        <source>Move the selected line up</source>
        <translation>將所選行上移</translation>
    </message>
    <message>
        <source>Move line up</source>
        <translation>上移行</translation>
    </message>
    <message>
        <source>Move the selected line down</source>
        <translation>將所選行下移</translation>
    </message>
    <message>
        <source>Move line down</source>
        <translation>下移行</translation>
    </message>
    <message>
        <source>Why this option fits the workload, one reason per line (optional: the PDF gives the selection guide's own reasons otherwise)</source>
        <translation>該方案適合此工作負載的理由，每行一條（可選：否則 PDF 採用選型指南本身的理由）</translation>
    </message>
    <message>
        <source>&amp;Reasons (one per line)</source>
        <translation>理由（每行一條）(&amp;R)</translation>
    </message>
</context>
<context>
    <name>PartsTableModel</name>
    <message>
        <source>Kind</source>
        <translation>類別</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>參數</translation>
    </message>
    <message>
        <source>Assumed</source>
        <translation>假定</translation>
    </message>
    <message>
        <source>Price (CNY)</source>
        <translation>價格（CNY）</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>PSU</source>
        <translation>電源</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>機箱</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>硬碟</translation>
    </message>
    <message>
        <source>cores</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>base power</source>
        <translation>基礎功耗</translation>
    </message>
    <message>
        <source>max power</source>
        <translation>最大功耗</translation>
    </message>
    <message>
        <source>PCIe lanes</source>
        <translation>PCIe 通道</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>PCIe 世代</translation>
    </message>
    <message>
        <source>memory channels</source>
        <translation>記憶體通道</translation>
    </message>
    <message>
        <source>memory type</source>
        <translation>記憶體類型</translation>
    </message>
    <message>
        <source>memory max</source>
        <translation>最大記憶體</translation>
    </message>
    <message>
        <source>power</source>
        <translation>功率</translation>
    </message>
    <message>
        <source>PSU count</source>
        <translation>電源數量</translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <source>ATX version</source>
        <translation>ATX 版本</translation>
    </message>
    <message>
        <source>mains</source>
        <translation>市電</translation>
    </message>
    <message>
        <source>board</source>
        <translation>主機板</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>slot count</source>
        <translation>插槽數</translation>
    </message>
    <message>
        <source>x16 slots</source>
        <translation>x16 插槽</translation>
    </message>
    <message>
        <source>x8 slots</source>
        <translation>x8 插槽</translation>
    </message>
    <message>
        <source>slot map</source>
        <translation>插槽佈局</translation>
    </message>
    <message>
        <source>slot pitch</source>
        <translation>插槽間距</translation>
    </message>
    <message>
        <source>max double-width GPUs</source>
        <translation>最多雙槽 GPU</translation>
    </message>
    <message>
        <source>case expansion slots</source>
        <translation>機箱擴充槽位</translation>
    </message>
    <message>
        <source>max GPU length</source>
        <translation>最大 GPU 長度</translation>
    </message>
    <message>
        <source>max board form factor</source>
        <translation>最大主機板規格</translation>
    </message>
    <message>
        <source>PSU bays</source>
        <translation>電源倉位</translation>
    </message>
    <message>
        <source>DIMM slots</source>
        <translation>記憶體插槽</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>modules</source>
        <translation>條</translation>
    </message>
    <message>
        <source>module size</source>
        <translation>單條容量</translation>
    </message>
    <message>
        <source>interface</source>
        <translation>介面</translation>
    </message>
    <message>
        <source>form factor</source>
        <translation>規格</translation>
    </message>
    <message>
        <source>base</source>
        <translation>基礎</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>memory up to</source>
        <translation>記憶體最高</translation>
    </message>
    <message>
        <source>double-width GPUs</source>
        <translation>雙槽 GPU</translation>
    </message>
    <message>
        <source>case slots</source>
        <translation>機箱槽位</translation>
    </message>
    <message>
        <source>lanes</source>
        <translation>通道</translation>
    </message>
    <message>
        <source>channels</source>
        <translation>通道</translation>
    </message>
    <message>
        <source>units</source>
        <translation>個</translation>
    </message>
    <message>
        <source>slots</source>
        <translation>個插槽</translation>
    </message>
    <message>
        <source>× slot width</source>
        <translation>× 槽位寬度</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>張卡</translation>
    </message>
    <message>
        <source>bays</source>
        <translation>個倉位</translation>
    </message>
    <message>
        <source>datasheet</source>
        <translation>規格書</translation>
    </message>
    <message>
        <source>secondary</source>
        <translation>二手來源</translation>
    </message>
    <message>
        <source>datasheet-derived</source>
        <translation>由規格書推算</translation>
    </message>
    <message>
        <source>{name} — {family}</source>
        <translation>{name} — {family}</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>{confidence}: {source}</source>
        <translation>{confidence}：{source}</translation>
    </message>
    <message>
        <source>assumed: {note}</source>
        <translation>假定：{note}</translation>
    </message>
    <message>
        <source>no source gives it</source>
        <translation>無來源提供</translation>
    </message>
    <message>
        <source>{figure}: {value} ({why})</source>
        <translation>{figure}：{value}（{why}）</translation>
    </message>
    <message>
        <source>price: {price} — {basis}</source>
        <translation>價格：{price} — {basis}</translation>
    </message>
</context>
<context>
    <name>PartsView</name>
    <message>
        <source>All parts</source>
        <translation>全部部件</translation>
    </message>
    <message>
        <source>Kind of part</source>
        <translation>部件類別</translation>
    </message>
    <message>
        <source>Filter parts, e.g. Xeon or 2000 W</source>
        <translation>篩選部件，例如 Xeon 或 2000 W</translation>
    </message>
    <message>
        <source>Filter parts</source>
        <translation>篩選部件</translation>
    </message>
    <message>
        <source>Platform parts</source>
        <translation>平台部件</translation>
    </message>
    <message>
        <source>The catalog “{name}” has no platform parts: it sells whole workstations (its SKUs), and custom builds start from one of them. A catalog with parts (such as “current”) lists CPUs, boards, chassis, PSUs, memory and drives here.</source>
        <translation>產品目錄「{name}」沒有平台部件：它只銷售整機工作站（其 SKU），自訂配置從其中一台出發。帶部件的目錄（例如「current」）會在此列出 CPU、主機板、機箱、電源、記憶體和硬碟。</translation>
    </message>
    <message>
        <source>{n} parts; * marks an assumed figure (hover a row for sources and reasons); ※ an illustrative price; {unpriced} parts have no price yet (price to be set).</source>
        <translation>共 {n} 個部件；* 表示假定的數值（滑鼠停留在列上可查看來源與理由）；※ 表示示意價格；{unpriced} 個部件尚無價格（價格待定）。</translation>
    </message>
</context>
<context>
    <name>PowerDrawChart</name>
    <message>
        <source>unknown: not drawn</source>
        <translation>未知：未繪製</translation>
    </message>
    <message>
        <source>{value} — {why}</source>
        <translation>{value} — {why}</translation>
    </message>
    <message>
        <source>{value}: OVER {limit_text} ({limit}) by {over}</source>
        <translation>{value}：超出{limit_text}（{limit}）{over}</translation>
    </message>
    <message>
        <source>{value}: within {limit_text} ({limit})</source>
        <translation>{value}：在{limit_text}（{limit}）以內</translation>
    </message>
    <message>
        <source>the 80 % sustained limit of {rating} PSUs</source>
        <translation>{rating} 電源的 80% 持續功耗上限</translation>
    </message>
    <message>
        <source>PSU not stated: no limit to check</source>
        <translation>未註明電源：無上限可檢查</translation>
    </message>
    <message>
        <source>the PSUs' 100 µs peak limit</source>
        <translation>電源的 100 µs 峰值上限</translation>
    </message>
    <message>
        <source>peak limit unknown (ATX version not stated)</source>
        <translation>峰值上限未知（未註明 ATX 版本）</translation>
    </message>
    <message>
        <source>circuit not set: set the site's circuit</source>
        <translation>未設定電路：請設定現場的電路</translation>
    </message>
    <message>
        <source>{circuit} usable</source>
        <translation>{circuit} 可用功率</translation>
    </message>
    <message>
        <source>limit unknown</source>
        <translation>上限未知</translation>
    </message>
    <message>
        <source>Sustained</source>
        <translation>持續</translation>
    </message>
    <message>
        <source>Peak (100 µs)</source>
        <translation>峰值（100 µs）</translation>
    </message>
    <message>
        <source>Wall, busiest circuit</source>
        <translation>牆插（負載最重的電路）</translation>
    </message>
    <message>
        <source>Select a workstation to see its power</source>
        <translation>選擇一台工作站以查看其功耗</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>功耗（W）</translation>
    </message>
    <message>
        <source>{name}: {status}</source>
        <translation>{name}：{status}</translation>
    </message>
    <message>
        <source>site {circuit}</source>
        <translation>現場 {circuit}</translation>
    </message>
    <message>
        <source>site circuit not set</source>
        <translation>未設定現場電路</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>PSU rating</source>
        <translation>電源額定功率</translation>
    </message>
    <message>
        <source>over</source>
        <translation>超限</translation>
    </message>
    <message>
        <source>Power — {build} · {site}</source>
        <translation>功耗 — {build} · {site}</translation>
    </message>
    <message>
        <source>Sustained: GPU board power + CPU + platform; peak: the GPUs' transients the PSUs must carry for 100 µs (ATX 3.x: 2× rating).</source>
        <translation>持續：GPU 板卡功耗 + CPU + 平台；峰值：電源須承受 100 µs 的 GPU 瞬態功耗（ATX 3.x：額定功率的 2 倍）。</translation>
    </message>
</context>
<context>
    <name>PresentCard</name>
    <message>
        <source>price on request</source>
        <translation>價格另行報價</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>無 GPU</translation>
    </message>
    <message>
        <source>{gpus}, {memory} GB GPU memory</source>
        <translation>{gpus}，顯存共 {memory} GB</translation>
    </message>
    <message>
        <source>≈ {n} tokens/s</source>
        <translation>約 {n} tokens/s</translation>
    </message>
    <message>
        <source>≈ {n} h of training</source>
        <translation>訓練約 {n} 小時</translation>
    </message>
    <message>
        <source>{metric}: {figure} in all</source>
        <translation>{metric}：合計 {figure}</translation>
    </message>
    <message>
        <source>{metric}: {figure} per card</source>
        <translation>{metric}：每卡 {figure}</translation>
    </message>
</context>
<context>
    <name>PresentView</name>
    <message>
        <source>Workload: {name}</source>
        <translation>工作負載：{name}</translation>
    </message>
    <message>
        <source>budget {amount}</source>
        <translation>預算 {amount}</translation>
    </message>
    <message>
        <source>No workstation fits these inputs: change them in the main window.</source>
        <translation>沒有符合這些條件的工作站：請在主視窗中修改條件。</translation>
    </message>
    <message>
        <source>※ illustrative price</source>
        <translation>※ 示意價格</translation>
    </message>
    <message>
        <source>Prices in CNY: no exchange rate to {currency}.</source>
        <translation>價格以人民幣 CNY 顯示：沒有換算為 {currency} 的匯率。</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>簡報</translation>
    </message>
</context>
<context>
    <name>PricePerformanceChart</name>
    <message>
        <source>SKU</source>
        <translation>型號</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>自訂</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已修改</translation>
    </message>
    <message>
        <source>Throughput {value:.1f}: its GPUs' scores after multi-GPU scaling</source>
        <translation>吞吐量 {value:.1f}：其 GPU 得分經多 GPU 擴展折算後之和</translation>
    </message>
    <message>
        <source>({scale})</source>
        <translation>（{scale}）</translation>
    </message>
    <message>
        <source>Best for the money: no build within the inputs is cheaper and faster</source>
        <translation>最具性價比：符合輸入條件的配置中沒有更便宜且更快的</translation>
    </message>
    <message>
        <source>Does not pass the inputs (muted)</source>
        <translation>不符合輸入條件（淡色顯示）</translation>
    </message>
    <message>
        <source>Click to select · right-click to compare</source>
        <translation>按一下選擇 · 按右鍵加入比較</translation>
    </message>
    <message>
        <source>Budget {price}</source>
        <translation>預算 {price}</translation>
    </message>
    <message>
        <source>Not placed: {items}</source>
        <translation>未標出：{items}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>{build} ({reason})</source>
        <translation>{build}（{reason}）</translation>
    </message>
    <message>
        <source>No build can be placed</source>
        <translation>沒有可標出的配置</translation>
    </message>
    <message>
        <source>No build to place</source>
        <translation>沒有要標出的配置</translation>
    </message>
    <message>
        <source>Price (CNY, log scale)</source>
        <translation>價格（CNY，對數刻度）</translation>
    </message>
    <message>
        <source>{budget}: below every build</source>
        <translation>{budget}：低於所有配置</translation>
    </message>
    <message>
        <source>{budget}: above every build</source>
        <translation>{budget}：高於所有配置</translation>
    </message>
    <message>
        <source>No build passes the inputs: no best-for-the-money line</source>
        <translation>沒有配置符合輸入條件：無最具性價比線</translation>
    </message>
    <message>
        <source>All prices {mark}, not quotes</source>
        <translation>所有價格均為{mark}，並非報價</translation>
    </message>
    <message>
        <source>Some prices {mark}: hover a point</source>
        <translation>部分價格為{mark}：將滑鼠停在點上查看</translation>
    </message>
    <message>
        <source>Price vs throughput</source>
        <translation>價格與吞吐量</translation>
    </message>
    <message>
        <source>best for the money</source>
        <translation>最具性價比</translation>
    </message>
    <message>
        <source>outside the inputs</source>
        <translation>不符合輸入條件</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <source>Scroll Left</source>
        <translation>向左捲動</translation>
    </message>
    <message>
        <source>Scroll Right</source>
        <translation>向右捲動</translation>
    </message>
</context>
<context>
    <name>QuoteEditor</name>
    <message>
        <source>No quote is open.

File ▸ New quote (Ctrl+N) starts one with the selected workstation; double-click a quote in the list to open it.</source>
        <translation>未開啟報價單。

檔案 ▸ 新增報價單（Ctrl+N）以所選工作站新增一份；按兩下清單中的報價單可將其開啟。</translation>
    </message>
    <message>
        <source>An internal figure is refused: leave presenter mode (Ctrl+Shift+P) to correct it.</source>
        <translation>有一項內部資料未被接受：請結束簡報模式（Ctrl+Shift+P）後更正。</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>數量</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>單價</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>折扣</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Unit cost</source>
        <translation>單位成本</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>毛利率</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>公司</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>聯絡人</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>電話</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>電子郵件</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source>VAT %</source>
        <translation>增值稅 %</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>付款條件</translation>
    </message>
    <message>
        <source>Delivery terms</source>
        <translation>交貨條件</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>客戶</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>產品目錄</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>標題</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>Option discount</source>
        <translation>方案折扣</translation>
    </message>
    <message>
        <source>Reasons</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>明細行</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>型號</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>草稿</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>已送出</translation>
    </message>
    <message>
        <source>won</source>
        <translation>已成交</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>未成交</translation>
    </message>
    <message>
        <source>{typed} is not a whole number</source>
        <translation>{typed} 不是整數</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不可空白</translation>
    </message>
    <message>
        <source>{number} is not between 1 and {most}</source>
        <translation>{number} 不在 1 到 {most} 之間</translation>
    </message>
    <message>
        <source>{option}, row {row}, {field}: {reason}</source>
        <translation>{option}，第 {row} 行，{field}：{reason}</translation>
    </message>
    <message>
        <source>{option}, row {row}: {reason}</source>
        <translation>{option}，第 {row} 行：{reason}</translation>
    </message>
    <message>
        <source>{option}, {field} line {line}: {reason}</source>
        <translation>{option}，{field}第 {line} 行：{reason}</translation>
    </message>
    <message>
        <source>{option}, {field}: {reason}</source>
        <translation>{option}，{field}：{reason}</translation>
    </message>
    <message>
        <source>{option}: {reason}</source>
        <translation>{option}：{reason}</translation>
    </message>
    <message>
        <source>{field}: {reason}</source>
        <translation>{field}：{reason}</translation>
    </message>
    <message>
        <source>The build's price is to be set ({basis}): enter its unit price in the table.</source>
        <translation>該配置的價格待定（{basis}）：請在表格中輸入其單價。</translation>
    </message>
    <message>
        <source>The build's price is to be set (no price): enter its unit price in the table.</source>
        <translation>該配置的價格待定（無價格）：請在表格中輸入其單價。</translation>
    </message>
    <message>
        <source>The build's price {price} is derived from illustrative prices, not firm ones: check it and enter the price to quote before the quote is sent. Derived as: {basis}</source>
        <translation>該配置的價格 {price} 由示意價格推算，並非正式價格：送出報價單前請核對並輸入報價價格。推算方式：{basis}</translation>
    </message>
    <message>
        <source>The build's price {price} is derived from illustrative prices, not firm ones: check it and enter the price to quote before the quote is sent.</source>
        <translation>該配置的價格 {price} 由示意價格推算，並非正式價格：送出報價單前請核對並輸入報價價格。</translation>
    </message>
    <message>
        <source>Row {row}: discount {percent} % is above the {limit} % limit (needs approval)</source>
        <translation>第 {row} 行：折扣 {percent} % 超過 {limit} % 的上限（需核准）</translation>
    </message>
    <message>
        <source>Option discount {percent} % is above the {limit} % limit (needs approval)</source>
        <translation>方案折扣 {percent} % 超過 {limit} % 的上限（需核准）</translation>
    </message>
    <message>
        <source>Discounts together: {percent} % off the list amount, above the {limit} % limit (needs approval)</source>
        <translation>合計折扣：比標價金額低 {percent} %，超過 {limit} % 的上限（需核准）</translation>
    </message>
    <message>
        <source>Customer and terms</source>
        <translation>客戶與條款</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>語言(&amp;G)</translation>
    </message>
    <message>
        <source>The language of the quote (the PDF, option titles, descriptions and capitals)</source>
        <translation>報價單的語言（PDF、方案標題、描述及大寫金額）</translation>
    </message>
    <message>
        <source>Mar&amp;ket</source>
        <translation>市場(&amp;K)</translation>
    </message>
    <message>
        <source>The customer's market: the quote's currency and tax (mainland China CNY with 13 % VAT, Taiwan TWD with 5 % business tax, Hong Kong HKD and international USD without tax). Typed prices are converted with the dated exchange rate.</source>
        <translation>客戶所在市場：決定報價的幣別與稅（中國大陸人民幣，增值稅 13 %；臺灣新臺幣，營業稅 5 %；香港港元與國際美元不計稅）。已輸入的價格按註明日期的匯率換算。</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>報價單</translation>
    </message>
    <message>
        <source>&amp;Company *</source>
        <translation>公司(&amp;C) *</translation>
    </message>
    <message>
        <source>C&amp;ontact</source>
        <translation>聯絡人(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Phone</source>
        <translation>電話(&amp;P)</translation>
    </message>
    <message>
        <source>E-&amp;mail</source>
        <translation>電子郵件(&amp;M)</translation>
    </message>
    <message>
        <source>A&amp;ddress</source>
        <translation>地址(&amp;D)</translation>
    </message>
    <message>
        <source>Da&amp;te</source>
        <translation>日期(&amp;T)</translation>
    </message>
    <message>
        <source>Valid &amp;until</source>
        <translation>有效期至(&amp;U)</translation>
    </message>
    <message>
        <source>V&amp;AT</source>
        <translation>增值稅(&amp;A)</translation>
    </message>
    <message>
        <source>Pa&amp;yment terms</source>
        <translation>付款條件(&amp;Y)</translation>
    </message>
    <message>
        <source>Delivery te&amp;rms</source>
        <translation>交貨條件(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation>備註(&amp;N)</translation>
    </message>
    <message>
        <source>required</source>
        <translation>必填</translation>
    </message>
    <message>
        <source>% on each option's discounted subtotal</source>
        <translation>%，按各方案折後小計計算</translation>
    </message>
    <message>
        <source>e.g. 30 % on order, 70 % on delivery</source>
        <translation>如：下單付 30 %，交貨付 70 %</translation>
    </message>
    <message>
        <source>e.g. 4 weeks after order, delivered and installed on site</source>
        <translation>如：下單後 4 週，送貨並到場安裝</translation>
    </message>
    <message>
        <source>+ Option</source>
        <translation>+ 方案</translation>
    </message>
    <message>
        <source>Add an option to the quote</source>
        <translation>在報價單新增方案</translation>
    </message>
    <message>
        <source>With the selected workstation</source>
        <translation>使用所選工作站</translation>
    </message>
    <message>
        <source>Copy of this option</source>
        <translation>複製此方案</translation>
    </message>
    <message>
        <source>Remove option</source>
        <translation>刪除方案</translation>
    </message>
    <message>
        <source>Options of the quote</source>
        <translation>報價單的方案</translation>
    </message>
    <message>
        <source>{number} R{revision} cannot be opened: {error}</source>
        <translation>無法開啟 {number} R{revision}：{error}</translation>
    </message>
    <message>
        <source>The quote cannot be opened: {error}</source>
        <translation>無法開啟該報價單：{error}</translation>
    </message>
    <message>
        <source>its date {day} is not between {first} and {last}</source>
        <translation>其日期 {day} 不在 {first} 到 {last} 之間</translation>
    </message>
    <message>
        <source>its validity {day} is not between {first} and {last}</source>
        <translation>其有效期 {day} 不在 {first} 到 {last} 之間</translation>
    </message>
    <message>
        <source>no quote is open</source>
        <translation>未開啟報價單</translation>
    </message>
    <message>
        <source>Select a workstation (a SKU or a custom build) first.</source>
        <translation>請先選擇一台工作站（型號或自訂配置）。</translation>
    </message>
    <message>
        <source>A quote has at most {n} options.</source>
        <translation>一份報價單最多有 {n} 個方案。</translation>
    </message>
    <message>
        <source>A quote has at least one option: add another before removing this one.</source>
        <translation>一份報價單至少有一個方案：請先新增另一個方案，再刪除此方案。</translation>
    </message>
    <message>
        <source>Remove {option} and its line?</source>
        <translation>刪除{option}及其明細行？</translation>
    </message>
    <message>
        <source>Remove {option} and its {n} lines?</source>
        <translation>刪除{option}及其 {n} 個明細行？</translation>
    </message>
    <message>
        <source>Select the line to remove.</source>
        <translation>請選擇要刪除的行。</translation>
    </message>
    <message>
        <source>An option needs at least one line: add another line first, or remove the option.</source>
        <translation>一個方案至少需要一行：請先新增另一行，或刪除該方案。</translation>
    </message>
    <message>
        <source>{name} cannot be opened: {error}</source>
        <translation>無法開啟 {name}：{error}</translation>
    </message>
    <message>
        <source>must not be empty (a custom build or extra needs a price)</source>
        <translation>不可空白（自訂配置或附加項目需要價格）</translation>
    </message>
    <message>
        <source>Blank line…</source>
        <translation>空白行…</translation>
    </message>
    <message>
        <source>{number} · R{revision} · {status} · {company}</source>
        <translation>{number} · R{revision} · {status} · {company}</translation>
    </message>
    <message>
        <source>New quote (not saved) · {status} · {company}</source>
        <translation>新報價單（未儲存） · {status} · {company}</translation>
    </message>
    <message>
        <source>This revision is {status}: it is read-only, as the customer received it. Press Revise (in the tool bar above) to make a new revision you can change.</source>
        <translation>此版本的狀態為「{status}」：它保持客戶收到時的樣子，只能檢視。如需修改，請按上方工具列中的「修訂」產生可修改的新版本。</translation>
    </message>
    <message>
        <source>… and {n} more</source>
        <translation>… 另有 {n} 項</translation>
    </message>
    <message>
        <source>The totals use the last accepted value of each field marked.</source>
        <translation>合計仍按各標記欄位上次接受的值計算。</translation>
    </message>
    <message>
        <source>Add custom build</source>
        <translation>新增自訂配置</translation>
    </message>
    <message>
        <source>Add changed build</source>
        <translation>新增修改後的配置</translation>
    </message>
    <message>
        <source>Add build</source>
        <translation>新增配置</translation>
    </message>
    <message>
        <source>Add SKU {number}</source>
        <translation>新增型號 {number}</translation>
    </message>
    <message>
        <source>Add SKU</source>
        <translation>新增型號</translation>
    </message>
    <message>
        <source>Add {code} as printed</source>
        <translation>按原樣新增 {code}</translation>
    </message>
    <message>
        <source>Select a workstation in the configurator first</source>
        <translation>請先在配置器中選擇一台工作站</translation>
    </message>
    <message>
        <source>The quote is from the catalog {name}; the configurator shows another</source>
        <translation>該報價單來自產品目錄 {name}；配置器顯示的是另一個</translation>
    </message>
    <message>
        <source>Add the configurator's changed or custom build (with its component list)</source>
        <translation>新增配置器中修改後的配置或自訂配置（含部件清單）</translation>
    </message>
    <message>
        <source>Change the selected build (or pick a custom build) to add it here</source>
        <translation>修改所選配置（或選擇一個自訂配置）後即可在此新增</translation>
    </message>
    <message>
        <source>{number} R{revision} is {status}: it is read-only. Press Revise to make a new revision you can change.</source>
        <translation>{number} R{revision} 的狀態為「{status}」，只能檢視。請按「修訂」產生可修改的新版本。</translation>
    </message>
</context>
<context>
    <name>QuoteHistory</name>
    <message>
        <source>Number</source>
        <translation>編號</translation>
    </message>
    <message>
        <source>Rev.</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>客戶</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Search number, customer or contact</source>
        <translation>搜尋編號、客戶或聯絡人</translation>
    </message>
    <message>
        <source>Search quotes</source>
        <translation>搜尋報價單</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>任意狀態</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Date from</source>
        <translation>起始日期</translation>
    </message>
    <message>
        <source>Date to</source>
        <translation>截止日期</translation>
    </message>
    <message>
        <source>Any currency</source>
        <translation>任意幣別</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>幣別</translation>
    </message>
    <message>
        <source>Only the quotes in this currency; the amounts are compared in it (a quote's amount is in its own currency)</source>
        <translation>僅顯示此幣別的報價單，金額按此幣別比較（每份報價單的金額以其自身幣別計）</translation>
    </message>
    <message>
        <source>Amount from</source>
        <translation>最低金額</translation>
    </message>
    <message>
        <source>Amount to</source>
        <translation>最高金額</translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation>報價單</translation>
    </message>
    <message>
        <source>Double-click a revision to open it</source>
        <translation>按兩下某個版本即可開啟</translation>
    </message>
    <message>
        <source>Revisions of the selected quote</source>
        <translation>所選報價單的各版本</translation>
    </message>
    <message>
        <source>min</source>
        <translation>最低</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最高</translation>
    </message>
    <message>
        <source>1 quote</source>
        <translation>1 份報價單</translation>
    </message>
    <message>
        <source>{n} quotes</source>
        <translation>{n} 份報價單</translation>
    </message>
    <message>
        <source>choose the currency the amounts are in</source>
        <translation>請選擇金額所用的幣別</translation>
    </message>
    <message>
        <source>the minimum {low} is above the maximum {high}</source>
        <translation>最低值 {low} 高於最高值 {high}</translation>
    </message>
    <message>
        <source>the start {start} is after the end {end}</source>
        <translation>起始日期 {start} 晚於截止日期 {end}</translation>
    </message>
    <message>
        <source>The quote history cannot be read: {error}</source>
        <translation>無法讀取報價單歷史：{error}</translation>
    </message>
    <message>
        <source>Revisions (select a quote)</source>
        <translation>版本（請選擇一份報價單）</translation>
    </message>
    <message>
        <source>Revisions of {number}</source>
        <translation>{number} 的各版本</translation>
    </message>
    <message>
        <source>Revisions cannot be read: {error}</source>
        <translation>無法讀取版本：{error}</translation>
    </message>
</context>
<context>
    <name>QuoteListModel</name>
    <message>
        <source>Each option's total incl. tax, in the quote's currency (options are alternatives: there is no quote total)</source>
        <translation>每個方案的含稅總價，以報價單的幣別計（各方案互為備選，沒有整張報價單的總價）</translation>
    </message>
    <message>
        <source>1 option</source>
        <translation>1 個方案</translation>
    </message>
    <message>
        <source>{n} options</source>
        <translation>{n} 個方案</translation>
    </message>
    <message>
        <source>1 revision</source>
        <translation>1 個版本</translation>
    </message>
    <message>
        <source>{n} revisions</source>
        <translation>{n} 個版本</translation>
    </message>
    <message>
        <source>{options}, {lang}; {revisions}</source>
        <translation>{options}，{lang}；{revisions}</translation>
    </message>
    <message>
        <source>Options not priced: {reason}; the lowest total as saved is shown</source>
        <translation>方案無法計價：{reason}；顯示的是儲存時最低的總價</translation>
    </message>
</context>
<context>
    <name>QuotesTab</name>
    <message>
        <source>… and {n} more</source>
        <translation>… 另有 {n} 項</translation>
    </message>
    <message>
        <source>&amp;Save*</source>
        <translation>儲存*(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>New quote</source>
        <translation>新增報價單</translation>
    </message>
    <message>
        <source>A new quote with the selected workstation (Ctrl+N)</source>
        <translation>以所選工作站新增報價單（Ctrl+N）</translation>
    </message>
    <message>
        <source>&amp;New quote</source>
        <translation>新增報價單(&amp;N)</translation>
    </message>
    <message>
        <source>Save the open quote as a draft (Ctrl+S)</source>
        <translation>將開啟的報價單儲存為草稿（Ctrl+S）</translation>
    </message>
    <message>
        <source>Revise</source>
        <translation>修訂</translation>
    </message>
    <message>
        <source>A new revision of the open quote; the earlier ones are kept as they are</source>
        <translation>為開啟的報價單產生新版本；先前的版本保持不變</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>A new quote (new number) with the open quote's content</source>
        <translation>以開啟的報價單內容新增報價單（新編號）</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Mark the open revision draft, sent, won or lost</source>
        <translation>將開啟的版本標記為草稿、已送出、已成交或未成交</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>匯出 PDF…</translation>
    </message>
    <message>
        <source>Save the open quote and write it as a PDF</source>
        <translation>儲存開啟的報價單並匯出為 PDF</translation>
    </message>
    <message>
        <source>Export history…</source>
        <translation>匯出歷史…</translation>
    </message>
    <message>
        <source>Write the quote history as CSV or XLSX for a CRM: one row per revision and option</source>
        <translation>把報價單歷史寫成 CSV 或 XLSX 檔案，供客戶管理系統匯入：每個版本的每個方案一行</translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation>報價單</translation>
    </message>
    <message>
        <source>The vendor profile cannot be read: {error}</source>
        <translation>無法讀取供應商資料：{error}</translation>
    </message>
    <message>
        <source>Vendor profile</source>
        <translation>供應商資料</translation>
    </message>
    <message>
        <source>The vendor profile was not saved: {error}</source>
        <translation>供應商資料未儲存：{error}</translation>
    </message>
    <message>
        <source>Vendor profile saved: {name}</source>
        <translation>已儲存供應商資料：{name}</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>報價單</translation>
    </message>
    <message>
        <source>{number} R{revision} ({company})</source>
        <translation>{number} R{revision}（{company}）</translation>
    </message>
    <message>
        <source>The new quote ({company})</source>
        <translation>新報價單（{company}）</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未儲存的變更</translation>
    </message>
    <message>
        <source>{quote} has unsaved changes. Save them?</source>
        <translation>{quote} 有未儲存的變更。要儲存嗎？</translation>
    </message>
    <message>
        <source>Open quote</source>
        <translation>開啟報價單</translation>
    </message>
    <message>
        <source>The quote cannot be opened: {error}</source>
        <translation>無法開啟該報價單：{error}</translation>
    </message>
    <message>
        <source>Opened {number} R{revision}</source>
        <translation>已開啟 {number} R{revision}</translation>
    </message>
    <message>
        <source>Select a workstation (a SKU or a custom build) first.</source>
        <translation>請先選擇一台工作站（型號或自訂配置）。</translation>
    </message>
    <message>
        <source>Quote compared builds</source>
        <translation>為比較的配置報價</translation>
    </message>
    <message>
        <source>Add builds to the comparison first.</source>
        <translation>請先將配置加入比較。</translation>
    </message>
    <message>
        <source>A quote has at most {most} options; {n} builds are compared.</source>
        <translation>一份報價單最多有 {most} 個方案；目前比較了 {n} 個配置。</translation>
    </message>
    <message>
        <source>Customer company (shown on the quote):</source>
        <translation>客戶公司（顯示在報價單上）：</translation>
    </message>
    <message>
        <source>The quote cannot be started: {reason}</source>
        <translation>無法新增報價單：{reason}</translation>
    </message>
    <message>
        <source>{option}: {notice}</source>
        <translation>{option}：{notice}</translation>
    </message>
    <message>
        <source>New quote for {company}: save it to give it a number</source>
        <translation>已為 {company} 新增報價單：儲存後即取得編號</translation>
    </message>
    <message>
        <source>Option {letter}</source>
        <translation>方案 {letter}</translation>
    </message>
    <message>
        <source>Added to the quote as {option}</source>
        <translation>已作為{option}加入報價單</translation>
    </message>
    <message>
        <source>Correct the marked entries first:
{problems}</source>
        <translation>請先更正標記的輸入：
{problems}</translation>
    </message>
    <message>
        <source>Save quote</source>
        <translation>儲存報價單</translation>
    </message>
    <message>
        <source>{number} R{revision} is saved; nothing changed</source>
        <translation>{number} R{revision} 已儲存；沒有變更</translation>
    </message>
    <message>
        <source>{number} R{revision} is {status}: it stays as the customer received it. Use Revise to make a new revision with these changes.</source>
        <translation>{number} R{revision} 的狀態為「{status}」：它保持客戶收到時的樣子。請用「修訂」以這些變更產生新版本。</translation>
    </message>
    <message>
        <source>The quote was not saved: {error}</source>
        <translation>報價單未儲存：{error}</translation>
    </message>
    <message>
        <source>Saved {number} R{revision}</source>
        <translation>已儲存 {number} R{revision}</translation>
    </message>
    <message>
        <source>Revise quote</source>
        <translation>修訂報價單</translation>
    </message>
    <message>
        <source>The quote was not revised: {error}</source>
        <translation>報價單未修訂：{error}</translation>
    </message>
    <message>
        <source>{number} R{revision} made (a draft); R{previous} is kept as it was</source>
        <translation>已產生 {number} R{revision}（草稿）；R{previous} 保持原樣</translation>
    </message>
    <message>
        <source>Duplicate quote</source>
        <translation>複製報價單</translation>
    </message>
    <message>
        <source>The quote was not duplicated: {error}</source>
        <translation>報價單未複製：{error}</translation>
    </message>
    <message>
        <source>{number} made from {source} R{revision}</source>
        <translation>已由 {source} R{revision} 產生 {number}</translation>
    </message>
    <message>
        <source>Quote status</source>
        <translation>報價單狀態</translation>
    </message>
    <message>
        <source>{number} R{revision} has unsaved changes but is {status}: revise it, or discard the changes first.</source>
        <translation>{number} R{revision} 有未儲存的變更，但其狀態為「{status}」：請修訂它，或先捨棄這些變更。</translation>
    </message>
    <message>
        <source>The status was not changed: {error}</source>
        <translation>狀態未變更：{error}</translation>
    </message>
    <message>
        <source>{number} R{revision} is now {status}</source>
        <translation>{number} R{revision} 的狀態現為「{status}」</translation>
    </message>
    <message>
        <source>Export quote PDF</source>
        <translation>匯出報價單 PDF</translation>
    </message>
    <message>
        <source>The quote could not be saved: {error}

Export the PDF anyway? It is printed as a draft, without a quote number; the quote stays open, unsaved.</source>
        <translation>報價單無法儲存：{error}

仍要匯出 PDF 嗎？它將作為草稿列印，沒有報價單編號；報價單保持開啟、未儲存。</translation>
    </message>
    <message>
        <source>{number} R{revision} is {status} and has unsaved changes: revise it to export them, or discard them first.</source>
        <translation>{number} R{revision} 的狀態為「{status}」且有未儲存的變更：請修訂後再匯出，或先捨棄這些變更。</translation>
    </message>
    <message>
        <source>The quote cannot be exported:
{problems}</source>
        <translation>無法匯出該報價單：
{problems}</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>{path} is a folder; choose a file name</source>
        <translation>{path} 是一個資料夾；請選擇檔案名稱</translation>
    </message>
    <message>
        <source>Writing the quote PDF…</source>
        <translation>正在產生報價單 PDF…</translation>
    </message>
    <message>
        <source>Draft PDF (no quote number; the quote is not saved) written to {path}</source>
        <translation>草稿 PDF（無報價單編號；報價單未儲存）已寫入 {path}</translation>
    </message>
    <message>
        <source>Quote saved to {path}</source>
        <translation>報價單已儲存到 {path}</translation>
    </message>
    <message>
        <source>Quote history exported to {path} ({n} rows)</source>
        <translation>報價單歷史已匯出到 {path}（{n} 行）</translation>
    </message>
    <message>
        <source>The quote cannot be checked for export: {error}</source>
        <translation>無法檢查該報價單能否匯出：{error}</translation>
    </message>
    <message>
        <source>The quote cannot be exported until these are corrected:
{problems}

Correct them in the quote editor (Quotes page); Save keeps the quote as a draft meanwhile.</source>
        <translation>更正以下問題之前無法匯出該報價單：
{problems}

請在報價單編輯器（報價單頁面）中更正；在此期間，「儲存」會將報價單儲存為草稿。</translation>
    </message>
    <message>
        <source>Not exported: {problem}</source>
        <translation>未匯出：{problem}</translation>
    </message>
    <message>
        <source>the quote is not saved</source>
        <translation>報價單未儲存</translation>
    </message>
    <message>
        <source>The reason for overriding the rules could not be kept in the quote history ({error}): the PDF is not written.</source>
        <translation>無法在報價單歷史中儲存忽略規則的理由（{error}）：未寫入 PDF。</translation>
    </message>
    <message>
        <source>The PDF could not be written: {reason}. The quote itself is saved as {number} R{revision}.</source>
        <translation>無法寫入 PDF：{reason}。報價單本身已儲存為 {number} R{revision}。</translation>
    </message>
    <message>
        <source>The PDF could not be written: {reason}.</source>
        <translation>無法寫入 PDF：{reason}。</translation>
    </message>
</context>
<context>
    <name>RulesOverrideDialog</name>
    <message>
        <source>Export quote PDF</source>
        <translation>匯出報價單 PDF</translation>
    </message>
    <message>
        <source>The quote breaks these rules and cannot be exported as it is:
{problems}</source>
        <translation>此報價單違反以下規則，無法照原樣匯出：
{problems}</translation>
    </message>
    <message>
        <source>Export anyway, overriding these rules</source>
        <translation>仍然匯出，忽略這些規則</translation>
    </message>
    <message>
        <source>Reason (kept in the quote history, never printed)</source>
        <translation>理由（保存在報價單歷史中，不會列印）</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
</context>
<context>
    <name>SaveSku</name>
    <message>
        <source>Save as workstation SKU</source>
        <translation>另存為工作站 SKU</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <translation>型號代碼(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名稱(&amp;N)</translation>
    </message>
    <message>
        <source>Your &amp;catalog</source>
        <translation>您的產品目錄(&amp;C)</translation>
    </message>
    <message>
        <source>Save as &amp;workstation SKU…</source>
        <translation>另存為工作站 SKU(&amp;W)…</translation>
    </message>
    <message>
        <source>Save the custom or changed build the diagram shows as a SKU of your own catalog</source>
        <translation>將示意圖所示的自訂或已修改配置另存為您自己產品目錄中的 SKU</translation>
    </message>
    <message>
        <source>The build was not saved as a SKU: {reason}</source>
        <translation>配置未另存為 SKU：{reason}</translation>
    </message>
    <message>
        <source>Saved SKU {number} {code} in the catalog “{catalog}”</source>
        <translation>已將 SKU {number} {code} 儲存到產品目錄「{catalog}」</translation>
    </message>
</context>
<context>
    <name>ScalingChart</name>
    <message>
        <source>Not drawn (no score, unknown figures): {names}</source>
        <translation>未繪製（無得分，資料未知）：{names}</translation>
    </message>
    <message>
        <source>No GPU to draw</source>
        <translation>沒有要繪製的 GPU</translation>
    </message>
    <message>
        <source>GPUs in the workstation</source>
        <translation>工作站中的 GPU 數量</translation>
    </message>
    <message>
        <source>linear ({gpu})</source>
        <translation>線性（{gpu}）</translation>
    </message>
    <message>
        <source>Linear ideal: {n} × {gpu} = {v:.1f}</source>
        <translation>線性理想值：{n} × {gpu} = {v:.1f}</translation>
    </message>
    <message>
        <source>{gpu}, {n} GPU(s): throughput {v:.1f}; {share:.0f} % of {n} × one
({scale})
Click to show the GPU's details</source>
        <translation>{gpu}，{n} 張 GPU：吞吐量 {v:.1f}；為單張的 {n} 倍的 {share:.0f}%
（{scale}）
按一下顯示該 GPU 的詳情</translation>
    </message>
    <message>
        <source>{label}: {n} GPU(s), throughput {v:.1f}
({scale})</source>
        <translation>{label}：{n} 張 GPU，吞吐量 {v:.1f}
（{scale}）</translation>
    </message>
    <message>
        <source>{label}: throughput unknown, not marked</source>
        <translation>{label}：吞吐量未知，未標出</translation>
    </message>
</context>
<context>
    <name>SizingFields</name>
    <message>
        <source>Model sizing</source>
        <translation>模型容量估算</translation>
    </message>
    <message>
        <source>Mo&amp;del</source>
        <translation>模型(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Task</source>
        <translation>任務(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation>精度(&amp;P)</translation>
    </message>
    <message>
        <source>Batc&amp;h</source>
        <translation>批次(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Goal</source>
        <translation>目標(&amp;G)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>A model to size: the lists keep the GPUs and workstations that hold it, in the order of the goal; (none) ranks by the workload's weights alone. Pick one, or type its id or name; “Custom model…” takes a model's figures</source>
        <translation>要估算的模型：清單只保留能容納它的 GPU 和工作站，依目標排序；（無）僅依工作負載的權重排名。可從清單選擇，或輸入其 ID 或名稱；「自訂模型…」可依數值給出模型</translation>
    </message>
    <message>
        <source>Model to size</source>
        <translation>要估算的模型</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>INT8 (weight-only)</source>
        <translation>INT8（僅權重）</translation>
    </message>
    <message>
        <source>INT4 (weight-only)</source>
        <translation>INT4（僅權重）</translation>
    </message>
    <message>
        <source>NF4 (QLoRA)</source>
        <translation>NF4（QLoRA）</translation>
    </message>
    <message>
        <source>The precision the weights are held in</source>
        <translation>權重儲存的精度</translation>
    </message>
    <message>
        <source>Shortest time</source>
        <translation>用時最短</translation>
    </message>
    <message>
        <source>Most throughput per ¥</source>
        <translation>每元吞吐量最高</translation>
    </message>
    <message>
        <source>What orders the workstations that hold the model: the shortest training time (or most tokens/s), or the most of it per yuan</source>
        <translation>裝得下模型的工作站依什麼排序：訓練用時最短（或每秒詞元數最高），或每元所得最多</translation>
    </message>
    <message>
        <source>Sequences (or images) processed at once</source>
        <translation>一次處理的序列（或影像）數</translation>
    </message>
    <message>
        <source>Custom model…</source>
        <translation>自訂模型…</translation>
    </message>
    <message>
        <source>Custom model ({params} parameters)</source>
        <translation>自訂模型（{params} 參數）</translation>
    </message>
    <message>
        <source>{name} ({id})</source>
        <translation>{name}（{id}）</translation>
    </message>
    <message>
        <source>Tokens per sequence</source>
        <translation>每個序列的詞元數</translation>
    </message>
    <message>
        <source>default {px} px</source>
        <translation>預設 {px} 像素</translation>
    </message>
    <message>
        <source>Image side in pixels</source>
        <translation>影像邊長（像素）</translation>
    </message>
    <message>
        <source>default {tokens} tokens</source>
        <translation>預設 {tokens} 詞元</translation>
    </message>
    <message>
        <source>Tokens per sequence; at most {most} for {model}</source>
        <translation>每個序列的詞元數；{model} 最多 {most}</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>自訂模型</translation>
    </message>
    <message>
        <source>Model: unknown “{text}”; did you mean {close}?</source>
        <translation>模型：未知的「{text}」；是否要找 {close}？</translation>
    </message>
    <message>
        <source>Model: unknown “{text}”</source>
        <translation>模型：未知的「{text}」</translation>
    </message>
    <message>
        <source>{field}: “{text}” is not a whole number</source>
        <translation>{field}：「{text}」不是整數</translation>
    </message>
    <message>
        <source>{field}: {text} is too large</source>
        <translation>{field}：{text} 太大</translation>
    </message>
    <message>
        <source>{field}: must be at least 1, not {value}</source>
        <translation>{field}：至少為 1，不能是 {value}</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任務</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>解析度</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批次</translation>
    </message>
    <message>
        <source>Training images</source>
        <translation>訓練影像數</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>訓練詞元數</translation>
    </message>
    <message>
        <source>Resol&amp;ution px</source>
        <translation>解析度(像素)(&amp;U)</translation>
    </message>
    <message>
        <source>Conte&amp;xt</source>
        <translation>上下文(&amp;X)</translation>
    </message>
    <message>
        <source>T&amp;raining images</source>
        <translation>訓練影像數(&amp;R)</translation>
    </message>
    <message>
        <source>e.g. 1.28M or 1,281,167</source>
        <translation>例如 1.28M 或 1,281,167</translation>
    </message>
    <message>
        <source>Images seen in all (images × epochs), for the time to train; a count may end in K, M or B</source>
        <translation>訓練共處理的影像數（影像數 × 輪數），用於估算訓練時間；數量可帶 K、M 或 B 字尾</translation>
    </message>
    <message>
        <source>T&amp;raining tokens</source>
        <translation>訓練詞元數(&amp;R)</translation>
    </message>
    <message>
        <source>e.g. 2e9 or 2B</source>
        <translation>例如 2e9 或 2B</translation>
    </message>
    <message>
        <source>Tokens trained on in all (tokens × epochs), for the time to train; a count may end in K, M, B or T</source>
        <translation>訓練共處理的詞元數（詞元數 × 輪數），用於估算訓練時間；數量可帶 K、M、B 或 T 字尾</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推論</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全參數微調</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微調</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微調</translation>
    </message>
    <message>
        <source>Pretraining</source>
        <translation>預訓練</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>訓練</translation>
    </message>
    <message>
        <source>{field}: {reason} — the lists keep the last valid sizing</source>
        <translation>{field}：{reason} — 清單保留上一次有效的估算</translation>
    </message>
</context>
<context>
    <name>SkuRankingView</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>編號</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>型號代碼</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>價格</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>custom build ({base})</source>
        <translation>自訂配置（{base}）</translation>
    </message>
    <message>
        <source>{mark} {base} as changed (Edit ▸ Undo goes back)</source>
        <translation>{mark} 修改後的 {base}（編輯 ▸ 復原可還原）</translation>
    </message>
    <message>
        <source>Changes: {changes}</source>
        <translation>修改：{changes}</translation>
    </message>
    <message>
        <source>Price: {basis}</source>
        <translation>價格：{basis}</translation>
    </message>
    <message>
        <source>{mark} changed</source>
        <translation>{mark} 已修改</translation>
    </message>
    <message>
        <source>{mark} custom build (configuration search), not a printed SKU</source>
        <translation>{mark} 自訂配置（配置搜尋所得），不是產品目錄所印型號</translation>
    </message>
    <message>
        <source>{severity}: {message}</source>
        <translation>{severity}：{message}</translation>
    </message>
    <message>
        <source>no GPUs</source>
        <translation>無 GPU</translation>
    </message>
    <message>
        <source>price to be set</source>
        <translation>價格待定</translation>
    </message>
    <message>
        <source>※ illustrative price: the sum of its parts at the catalog's list prices, VAT not included</source>
        <translation>※ 示意價格：按產品目錄價目表各部件價格之和，未含增值稅</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>容納</translation>
    </message>
    <message>
        <source>Workstations ranked for this workload and budget</source>
        <translation>依此工作負載與預算排名的工作站</translation>
    </message>
    <message>
        <source>custom, as {base}</source>
        <translation>自訂，基於 {base}</translation>
    </message>
    <message>
        <source>{counts} — {changes}</source>
        <translation>{counts} — {changes}</translation>
    </message>
    <message>
        <source>{errors}, {warnings}</source>
        <translation>{errors}，{warnings}</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 個錯誤</translation>
    </message>
    <message>
        <source>{n} errors</source>
        <translation>{n} 個錯誤</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 個警告</translation>
    </message>
    <message>
        <source>{n} warnings</source>
        <translation>{n} 個警告</translation>
    </message>
    <message>
        <source>custom: {platform} (as SKU {sku}), {gpus}</source>
        <translation>自訂：{platform}（同 SKU {sku}），{gpus}</translation>
    </message>
    <message>
        <source>custom: {platform}, {gpus}</source>
        <translation>自訂：{platform}，{gpus}</translation>
    </message>
    <message>
        <source>parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Price: {basis} (illustrative)</source>
        <translation>價格：{basis}（示意價格）</translation>
    </message>
    <message>
        <source>custom, from parts</source>
        <translation>自訂，由部件組成</translation>
    </message>
    <message>
        <source>custom, {base}</source>
        <translation>自訂，{base}</translation>
    </message>
    <message>
        <source>⚠ {message} — fix: {fix}</source>
        <translation>⚠ {message} — 修正：{fix}</translation>
    </message>
    <message>
        <source>※ illustrative price (2020 selection guide), VAT not stated</source>
        <translation>※ 示意價格（2020 選型指南），未註明是否含營業稅</translation>
    </message>
    <message>
        <source>Price basis: {basis}</source>
        <translation>價格依據：{basis}</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>選擇</translation>
    </message>
    <message>
        <source>Add to compare</source>
        <translation>加入比較</translation>
    </message>
    <message>
        <source>This SKU's configuration cannot be read into a build</source>
        <translation>無法將此型號的配置讀取為配置方案</translation>
    </message>
    <message>
        <source>This row has no build to compare.</source>
        <translation>此列沒有可比較的配置。</translation>
    </message>
    <message>
        <source>Added {label} to the comparison ({n} of {most})</source>
        <translation>已將 {label} 加入比較（{n}/{most}）</translation>
    </message>
</context>
<context>
    <name>SpeedChartView</name>
    <message>
        <source>{value} h</source>
        <translation>{value} 小時</translation>
    </message>
    <message>
        <source>{value} tokens/s</source>
        <translation>{value} token/s</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Choose a model in the Model sizing group to see how fast it runs</source>
        <translation>在「模型容量估算」中選擇一個模型，即可查看執行速度</translation>
    </message>
    <message>
        <source>Time to train: {model}, batch {batch}</source>
        <translation>訓練時間：{model}，批次 {batch}</translation>
    </message>
    <message>
        <source>Decode speed: {model}, batch {batch}</source>
        <translation>解碼速度：{model}，批次 {batch}</translation>
    </message>
    <message>
        <source>No card of the catalog holds the job</source>
        <translation>產品目錄中沒有能容納該任務的卡</translation>
    </message>
    <message>
        <source>Hours to train</source>
        <translation>訓練小時數</translation>
    </message>
    <message>
        <source>Decode tokens/s, whole batch</source>
        <translation>解碼 token/s（整批）</translation>
    </message>
    <message>
        <source>{label}: no estimate ({why})</source>
        <translation>{label}：無法估算（{why}）</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}：{value}</translation>
    </message>
    <message>
        <source>{label}: {value} (never under {bound})</source>
        <translation>{label}：{value}（不少於 {bound}）</translation>
    </message>
    <message>
        <source>{label}: {value} (at most {bound})</source>
        <translation>{label}：{value}（最多 {bound}）</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>physical bound</source>
        <translation>物理上限</translation>
    </message>
</context>
<context>
    <name>StorageBanner</name>
    <message>
        <source>Read-only: nothing can be saved (quotes, vendor profile, settings). {reason}</source>
        <translation>唯讀：無法儲存任何內容（報價、供應商資料、設定）。{reason}</translation>
    </message>
    <message>
        <source>Warning: {reason}</source>
        <translation>警告：{reason}</translation>
    </message>
    <message>
        <source>Database status</source>
        <translation>資料庫狀態</translation>
    </message>
</context>
<context>
    <name>TotalsPanel</name>
    <message>
        <source>Subtotal</source>
        <translation>小計</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>折扣</translation>
    </message>
    <message>
        <source>After discount</source>
        <translation>折後</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總價</translation>
    </message>
    <message>
        <source>VAT {rate}</source>
        <translation>增值稅 {rate}</translation>
    </message>
    <message>
        <source>Business tax {rate}</source>
        <translation>營業稅 {rate}</translation>
    </message>
    <message>
        <source>Total incl. VAT</source>
        <translation>含稅總價</translation>
    </message>
    <message>
        <source>Total incl. business tax</source>
        <translation>含稅總價</translation>
    </message>
    <message>
        <source>Internal</source>
        <translation>內部</translation>
    </message>
    <message>
        <source>The vendor's own figures: never printed, hidden in presenter mode</source>
        <translation>供應商自己的資料：從不列印，簡報模式下隱藏</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>毛利率</translation>
    </message>
    <message>
        <source>Discount limit</source>
        <translation>折扣上限</translation>
    </message>
    <message>
        <source>Price to be set: enter the unit price of row {rows} (now {zero}).</source>
        <translation>價格待定：請輸入第 {rows} 行的單價（目前為 {zero}）。</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Enter the unit cost of every line to see the cost and margin</source>
        <translation>輸入每一行的單位成本即可查看成本和毛利率</translation>
    </message>
    <message>
        <source>none set</source>
        <translation>未設定</translation>
    </message>
</context>
<context>
    <name>VendorDialog</name>
    <message>
        <source>Company name</source>
        <translation>公司名稱</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>電話</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>電子郵件</translation>
    </message>
    <message>
        <source>Website</source>
        <translation>網站</translation>
    </message>
    <message>
        <source>Tax ID (纳税人识别号)</source>
        <translation>納稅人識別號</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>開戶銀行</translation>
    </message>
    <message>
        <source>Bank account</source>
        <translation>銀行帳號</translation>
    </message>
    <message>
        <source>Company &amp;name *</source>
        <translation>公司名稱(&amp;N) *</translation>
    </message>
    <message>
        <source>A&amp;ddress</source>
        <translation>地址(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Phone</source>
        <translation>電話(&amp;P)</translation>
    </message>
    <message>
        <source>E-&amp;mail</source>
        <translation>電子郵件(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Website</source>
        <translation>網站(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Tax ID (纳税人识别号)</source>
        <translation>納稅人識別號(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Bank</source>
        <translation>開戶銀行(&amp;B)</translation>
    </message>
    <message>
        <source>Bank acc&amp;ount</source>
        <translation>銀行帳號(&amp;O)</translation>
    </message>
    <message>
        <source>Vendor profile</source>
        <translation>供應商資料</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選擇…</translation>
    </message>
    <message>
        <source>Choose the logo image (PNG or JPEG)</source>
        <translation>選擇標誌圖片（PNG 或 JPEG）</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Print no logo</source>
        <translation>不列印標誌</translation>
    </message>
    <message>
        <source>&amp;Logo (PNG or JPEG)</source>
        <translation>標誌（PNG 或 JPEG）(&amp;L)</translation>
    </message>
    <message>
        <source>Logo preview</source>
        <translation>標誌預覽</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Max. dis&amp;count % (internal)</source>
        <translation>最大折扣 %（內部）(&amp;C)</translation>
    </message>
    <message>
        <source>Default mar&amp;ket</source>
        <translation>預設市場(&amp;K)</translation>
    </message>
    <message>
        <source>The market of a new quote: its currency and tax (each quote can change it)</source>
        <translation>新報價的市場：決定其幣別與稅（每份報價可另行更改）</translation>
    </message>
    <message>
        <source>The largest discount (line or option, percent of what it is taken off) given without approval; the quote editor warns above it. Never printed.</source>
        <translation>無需核准即可給出的最大折扣（行或方案折扣，按其所減金額的百分比計）；超出時報價單編輯器會發出警告。從不列印。</translation>
    </message>
    <message>
        <source>Printed on every quote. The discount limit is internal: never printed, hidden in presenter mode.</source>
        <translation>列印在每份報價單上。折扣上限為內部資料：從不列印，簡報模式下隱藏。</translation>
    </message>
    <message>
        <source>no logo</source>
        <translation>無標誌</translation>
    </message>
    <message>
        <source>cannot show</source>
        <translation>無法顯示</translation>
    </message>
    <message>
        <source>Choose the logo</source>
        <translation>選擇標誌</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>圖片 (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <source>{name} is larger than {size} bytes</source>
        <translation>{name} 大於 {size} 位元組</translation>
    </message>
    <message>
        <source>cannot read {name}: {error}</source>
        <translation>無法讀取 {name}：{error}</translation>
    </message>
    <message>
        <source>{name} is not a PNG or JPEG image</source>
        <translation>{name} 不是 PNG 或 JPEG 圖片</translation>
    </message>
    <message>
        <source>{name} cannot be read as an image</source>
        <translation>{name} 無法作為圖片讀取</translation>
    </message>
    <message>
        <source>Logo</source>
        <translation>標誌</translation>
    </message>
    <message>
        <source>Max. discount %</source>
        <translation>最大折扣 %</translation>
    </message>
</context>
<context>
    <name>VerdictList</name>
    <message>
        <source>Rule verdicts</source>
        <translation>規則檢查結論</translation>
    </message>
    <message>
        <source>{mark} {rule}: {message}</source>
        <translation>{mark} {rule}：{message}</translation>
    </message>
    <message>
        <source>{severity}: {message}
fix: {fix}</source>
        <translation>{severity}：{message}
修正：{fix}</translation>
    </message>
    <message>
        <source>{severity}: {message}</source>
        <translation>{severity}：{message}</translation>
    </message>
    <message>
        <source>✔ no rule has anything to report</source>
        <translation>✔ 所有規則均無問題</translation>
    </message>
</context>
<context>
    <name>WeightsEditor</name>
    <message>
        <source>Metric weights</source>
        <translation>指標權重</translation>
    </message>
    <message>
        <source>Weight of {metric}</source>
        <translation>{metric} 的權重</translation>
    </message>
    <message>
        <source>Reset to seed</source>
        <translation>恢復選型指南權重</translation>
    </message>
    <message>
        <source>Use the weights derived from the seed guide again</source>
        <translation>重新使用由選型指南得出的權重</translation>
    </message>
    <message>
        <source>{reason}; the boxes show the weights still in use</source>
        <translation>{reason}；輸入框顯示的是仍在使用的權重</translation>
    </message>
</context>
<context>
    <name>WorkloadList</name>
    <message>
        <source>Workload (algorithm family)</source>
        <translation>工作負載（演算法類別）</translation>
    </message>
    <message>
        <source>{name}
Applications: {apps}
{apps_zh}</source>
        <translation>{name}
應用：{apps}
{apps_zh}</translation>
    </message>
    <message>
        <source>{name}
Applications: {apps}</source>
        <comment>printed</comment>
        <translation>{name}
應用：{apps}</translation>
    </message>
</context>
<context>
    <name>WorkloadPanel</name>
    <message>
        <source>Catalog</source>
        <translation>產品目錄</translation>
    </message>
    <message>
        <source>Workload (algorithm family)</source>
        <translation>工作負載（演算法類別）</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>&amp;Budget ¥</source>
        <translation>預算 ¥(&amp;B)</translation>
    </message>
    <message>
        <source>any, e.g. 60000</source>
        <translation>不限，例如 60000</translation>
    </message>
    <message>
        <source>Budget per workstation in CNY (¥); applied when you press Enter, leave the field or pause typing</source>
        <translation>每台工作站的預算（人民幣 ¥）；按 Enter、離開輸入框或停止輸入時生效</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Least GPU memory per card</source>
        <translation>每張卡至少需要的顯存</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>The customer's wall circuit: the power rules check each PSU's wall draw against 80 % of it; not set = cannot check</source>
        <translation>客戶的牆插電路：電源規則檢查每個電源的市電功耗是否超過其 80 %；未設定則無法檢查</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未設定</translation>
    </message>
    <message>
        <source>Model &amp;scale</source>
        <translation>模型規模(&amp;S)</translation>
    </message>
    <message>
        <source>Min GPU &amp;memory</source>
        <translation>最小顯存(&amp;M)</translation>
    </message>
    <message>
        <source>GPUs per b&amp;ox</source>
        <translation>每台 GPU 數(&amp;O)</translation>
    </message>
    <message>
        <source>Fewest GPUs per box</source>
        <translation>每台最少 GPU 數</translation>
    </message>
    <message>
        <source>Most GPUs per box</source>
        <translation>每台最多 GPU 數</translation>
    </message>
    <message>
        <source>Site ci&amp;rcuit</source>
        <translation>現場電路(&amp;R)</translation>
    </message>
    <message>
        <source>{n} × {circuit}</source>
        <translation>{n} × {circuit}</translation>
    </message>
    <message>
        <source>seed-2020 (the 2020 selection guide)</source>
        <translation>seed-2020（2020 選型指南）</translation>
    </message>
    <message>
        <source>current (current-generation GPUs)</source>
        <translation>current（當代 GPU）</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>小型</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中型</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>大型</translation>
    </message>
    <message>
        <source>Very large</source>
        <translation>超大型</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>{scale} ({as_printed})</source>
        <translation>{scale}（{as_printed}）</translation>
    </message>
    <message>
        <source>The catalog “{name}” has no scale table</source>
        <translation>產品目錄「{name}」沒有規模表</translation>
    </message>
    <message>
        <source>{title}
The catalog the GPUs and workstations come from; each is ranked on its own</source>
        <translation>{title}
GPU 與工作站所來自的產品目錄；每個產品目錄各自排名</translation>
    </message>
    <message>
        <source>Tensor TFLOPS: {definition}</source>
        <translation>張量算力 TFLOPS：{definition}</translation>
    </message>
    <message>
        <source>definition not stated</source>
        <translation>未說明定義</translation>
    </message>
    <message>
        <source>The catalog “{name}” could not be opened: {reason}</source>
        <translation>無法開啟產品目錄「{name}」：{reason}</translation>
    </message>
    <message>
        <source>not a budget</source>
        <translation>不是有效的預算</translation>
    </message>
    <message>
        <source>{reason} — the lists keep no budget</source>
        <translation>{reason}——清單仍按不限預算</translation>
    </message>
    <message>
        <source>{reason} — the lists keep the last valid budget, ¥{budget}</source>
        <translation>{reason}——清單保留上一個有效預算 ¥{budget}</translation>
    </message>
    <message>
        <source>“from” is more than “to” — the lists keep the last valid range</source>
        <translation>「從」大於「至」——清單保留上一個有效範圍</translation>
    </message>
    <message>
        <source>{reason} — the lists keep the last valid range</source>
        <translation>{reason}——清單保留上一個有效範圍</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Rigwright is already open, in {running}: that window keeps its language. To show it in {asked}, choose View ▸ Language there.</source>
        <translation>Rigwright 已經開啟，介面語言為{running}：該視窗保持原來的語言。如需顯示為{asked}，請在該視窗中選擇「檢視 ▸ 語言」。</translation>
    </message>
    <message>
        <source>Opening the catalog “{name}”…</source>
        <translation>正在開啟產品目錄「{name}」…</translation>
    </message>
    <message>
        <source>The catalog “{name}” could not be opened: {reason}</source>
        <translation>無法開啟產品目錄「{name}」：{reason}</translation>
    </message>
    <message>
        <source>The database was damaged</source>
        <translation>資料庫已損壞</translation>
    </message>
</context>
<context>
    <name>builds</name>
    <message>
        <source>12 × 13 in (305 × 330 mm); no formal standard, widths vary by vendor</source>
        <translation>12 × 13 in（305 × 330 mm）；無正式標準，寬度因廠商而異</translation>
    </message>
    <message>
        <source>12 × 13 in (305 × 330 mm), SSI-EEB mounting holes</source>
        <translation>12 × 13 in（305 × 330 mm），SSI-EEB 安裝孔位</translation>
    </message>
</context>
<context>
    <name>catalog</name>
    <message>
        <source>package price as printed in the 2020 selection guide; VAT not stated</source>
        <translation>2020 年選型指南所印的整機價格；未註明是否含增值稅</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>CUDA cores</source>
        <translation>CUDA 核心</translation>
    </message>
    <message>
        <source>Tensor cores</source>
        <translation>張量核心</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>顯存</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>顯存帶寬</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>張量算力</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16 半精度</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32 單精度</translation>
    </message>
    <message>
        <source>cuda cores</source>
        <translation>CUDA 核心</translation>
    </message>
    <message>
        <source>tensor cores</source>
        <translation>張量核心</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>顯存</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>顯存帶寬</translation>
    </message>
    <message>
        <source>tensor</source>
        <translation>張量算力</translation>
    </message>
    <message>
        <source>fp16</source>
        <translation>FP16 半精度</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>FP32 單精度</translation>
    </message>
    <message>
        <source>Memory GB</source>
        <translation>顯存 GB</translation>
    </message>
    <message>
        <source>Bandwidth GB/s</source>
        <translation>顯存帶寬 GB/s</translation>
    </message>
    <message>
        <source>Tensor TFLOPS</source>
        <translation>張量算力 TFLOPS</translation>
    </message>
    <message>
        <source>FP16 TFLOPS</source>
        <translation>FP16 半精度 TFLOPS</translation>
    </message>
    <message>
        <source>FP32 TFLOPS</source>
        <translation>FP32 單精度 TFLOPS</translation>
    </message>
    <message>
        <source>blower</source>
        <translation>渦輪</translation>
    </message>
    <message>
        <source>open-air</source>
        <translation>開放式風扇</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>被動散熱</translation>
    </message>
    <message>
        <source>research</source>
        <translation>研究型</translation>
    </message>
    <message>
        <source>high-performance</source>
        <translation>高性能型</translation>
    </message>
    <message>
        <source>super</source>
        <translation>超級型</translation>
    </message>
    <message>
        <source>developer</source>
        <translation>開發機</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}、{rest}</translation>
    </message>
    <message>
        <source>{first}; {rest}</source>
        <translation>{first}；{rest}</translation>
    </message>
    <message>
        <source>{first}{rest}</source>
        <translation>{first}{rest}</translation>
    </message>
    <message>
        <source>sum of its parts at the catalog's list prices (prices.toml); VAT not included</source>
        <translation>按目錄價目表（prices.toml）各部件價格之和；不含增值稅</translation>
    </message>
    <message>
        <source>The seed prints 960TB SSD; 960GB is meant (SKU 1.1 and 3.1 print 960GB SSD). Kept as printed.</source>
        <translation>選型指南印作 960TB SSD，實為 960GB（SKU 1.1 與 3.1 印作 960GB SSD）。按原樣保留。</translation>
    </message>
    <message>
        <source>CNN section, hardware priority</source>
        <translation>CNN 部分，硬體優先順序</translation>
    </message>
    <message>
        <source>The CNN prose puts high memory bandwidth third; the summary line right after it puts memory (顯存) third</source>
        <translation>CNN 正文把高顯存帶寬排在第三位；緊隨其後的總結行卻把顯存（顯存）排在第三位</translation>
    </message>
    <message>
        <source>the seed's prose against its own summary line</source>
        <translation>選型指南正文與其自身的總結行不一致</translation>
    </message>
    <message>
        <source>section 5.1 heading</source>
        <translation>5.1 節標題</translation>
    </message>
    <message>
        <source>The 5.1 heading names the GT410; every SKU of the section is a GT410i</source>
        <translation>5.1 節標題寫的是 GT410；該節所有 SKU 均為 GT410i</translation>
    </message>
    <message>
        <source>the heading against the SKU codes</source>
        <translation>標題與 SKU 編碼不一致</translation>
    </message>
    <message>
        <source>section 5.2 heading</source>
        <translation>5.2 節標題</translation>
    </message>
    <message>
        <source>The 5.2 heading repeats a word (支持支持)</source>
        <translation>5.2 節標題重複了一個詞（支持支持）</translation>
    </message>
    <message>
        <source>printed text</source>
        <translation>印刷文字</translation>
    </message>
    <message>
        <source>section 5.3 table header</source>
        <translation>5.3 節表頭</translation>
    </message>
    <message>
        <source>The 5.3 table heads its memory column 內存/顯存 (system/GPU memory) while 5.1 and 5.2 head it 顯存 and its values are GPU memory totals</source>
        <translation>5.3 節表格的記憶體欄表頭為「內存/顯存」（系統記憶體/顯存），而 5.1 與 5.2 節的表頭為「顯存」，且該欄數值是顯存合計</translation>
    </message>
    <message>
        <source>the header against the column's values and the other sections</source>
        <translation>表頭與該欄數值及其他各節不一致</translation>
    </message>
    <message>
        <source>RNN good/better/best list, Quadro GV100</source>
        <translation>RNN 好/更好/最好列表，Quadro GV100</translation>
    </message>
    <message>
        <source>CNN scale table, RTX8000</source>
        <translation>CNN 模型規模表，RTX8000</translation>
    </message>
    <message>
        <source>RNN good/better/best list, RTX8000</source>
        <translation>RNN 好/更好/最好列表，RTX8000</translation>
    </message>
    <message>
        <source>tensor cores per CUDA core</source>
        <translation>每個 CUDA 核心的張量核心數</translation>
    </message>
    <message>
        <source>FP16 / FP32 TFLOPS</source>
        <translation>FP16 / FP32 TFLOPS</translation>
    </message>
    <message>
        <source>tensor / FP32 TFLOPS</source>
        <translation>張量 / FP32 TFLOPS</translation>
    </message>
    <message>
        <source>launch MSRP</source>
        <translation>首發建議零售價</translation>
    </message>
    <message>
        <source>launch price</source>
        <translation>首發價</translation>
    </message>
    <message>
        <source>FP16 tensor as printed in the seed guide (GeForce: FP16 accumulate)</source>
        <translation>FP16 張量算力，取選型指南所列數值（GeForce：FP16 累加）</translation>
    </message>
    <message>
        <source>dense FP16 tensor, FP32 accumulate</source>
        <translation>稠密 FP16 張量算力，FP32 累加</translation>
    </message>
    <message>
        <source>the seed is dated April 2020, before ATX 3.0 (2022): its PSUs are taken as ATX 2.x</source>
        <translation>選型指南發布於 2020 年 4 月，早於 ATX 3.0（2022 年）：其電源按 ATX 2.x 計</translation>
    </message>
    <message>
        <source>a 10th-gen Intel Core X CPU (seed: intel第10代至尊處理器) provides 48 CPU lanes: four GPUs at x16/x8/x16/x8; an assumption, not stated in the guide</source>
        <translation>第 10 代 Intel Core X 處理器（選型指南：intel第10代至尊處理器）提供 48 條 CPU 通道：4 塊 GPU 按 x16/x8/x16/x8 連接；此為假定，選型指南未註明</translation>
    </message>
    <message>
        <source>a 9th-gen Intel Core CPU (seed: intel第9代處理器) provides 16 CPU lanes: two GPUs at x8/x8; an assumption, not stated in the guide</source>
        <translation>第 9 代 Intel Core 處理器（選型指南：intel第9代處理器）提供 16 條 CPU 通道：2 塊 GPU 按 x8/x8 連接；此為假定，選型指南未註明</translation>
    </message>
    <message>
        <source>reference leaves it blank</source>
        <translation>參考資料未填寫</translation>
    </message>
    <message>
        <source>seed: scale table</source>
        <translation>選型指南：規模表</translation>
    </message>
    <message>
        <source>seed: scale table and RNN list</source>
        <translation>選型指南：規模表與 RNN 列表</translation>
    </message>
    <message>
        <source>datasheet</source>
        <translation>官方規格書</translation>
    </message>
    <message>
        <source>datasheet-derived</source>
        <translation>由規格書推算</translation>
    </message>
    <message>
        <source>secondary</source>
        <translation>二手來源</translation>
    </message>
    <message>
        <source>seed guide</source>
        <translation>選型指南</translation>
    </message>
    <message>
        <source>reference: {name} (board power {power}, slot width {slot}); cooler: {cooler}</source>
        <translation>參考資料：{name}（板卡功耗：{power}；槽位寬度：{slot}）；散熱：{cooler}</translation>
    </message>
</context>
<context>
    <name>chart_data</name>
    <message>
        <source>✎ {label} (changed)</source>
        <translation>✎ {label}（已修改）</translation>
    </message>
    <message>
        <source>no score: unknown figures of {gpus}</source>
        <translation>無得分：{gpus} 的參數未知</translation>
    </message>
    <message>
        <source>Assumes {pct} % of the throughput kept per doubling of the GPU count ({workload}); dashed: linear.</source>
        <translation>假定 GPU 數量每翻一倍保留 {pct} % 的吞吐量（{workload}）；虛線：線性。</translation>
    </message>
</context>
<context>
    <name>chart_export</name>
    <message>
        <source>Chart exported from Rigwright</source>
        <translation>由 Rigwright 匯出的圖表</translation>
    </message>
    <message>
        <source>the size {width} × {height} px is empty</source>
        <translation>尺寸 {width} × {height} px 為空</translation>
    </message>
    <message>
        <source>the image could not be encoded as PNG</source>
        <translation>無法將影像編碼為 PNG</translation>
    </message>
    <message>
        <source>the SVG drawing could not be started</source>
        <translation>無法開始產生 SVG 向量圖</translation>
    </message>
</context>
<context>
    <name>components</name>
    <message>
        <source>storage</source>
        <translation>儲存裝置</translation>
    </message>
    <message>
        <source>parallel storage</source>
        <translation>平行儲存裝置</translation>
    </message>
    <message>
        <source>micro tower</source>
        <translation>微塔式</translation>
    </message>
    <message>
        <source>dual tower</source>
        <translation>雙塔式</translation>
    </message>
    <message>
        <source>Intel Core X ({gen}th gen)</source>
        <translation>Intel Core X（第 {gen} 代）</translation>
    </message>
    <message>
        <source>Intel Core ({gen}th gen)</source>
        <translation>Intel Core（第 {gen} 代）</translation>
    </message>
    <message>
        <source>SKU {sku}, field {field}: cannot read {text!r}</source>
        <translation>SKU {sku}，欄位 {field}：無法讀取 {text!r}</translation>
    </message>
    <message>
        <source>SKU {sku}: two {kind} components</source>
        <translation>SKU {sku}：有兩個 {kind} 元件</translation>
    </message>
    <message>
        <source>SKU {sku}: no {kinds} component</source>
        <translation>SKU {sku}：缺少 {kinds} 元件</translation>
    </message>
</context>
<context>
    <name>db_errors</name>
    <message>
        <source>the disk holding {folder} is full: free some space, then try again (nothing was changed)</source>
        <translation>{folder} 所在的磁碟已滿：請先騰出空間，再重試（未做任何變更）</translation>
    </message>
    <message>
        <source>the database in {folder} is read-only: check that you may write to the file and its folder, then try again (nothing was changed)</source>
        <translation>{folder} 中的資料庫是唯讀的：請確認您有權寫入該檔案及其資料夾，再重試（未做任何變更）</translation>
    </message>
    <message>
        <source>the database in {folder} may not be written: check that you may write to the file and its folder, then try again (nothing was changed)</source>
        <translation>無權寫入 {folder} 中的資料庫：請確認您有權寫入該檔案及其資料夾，再重試（未做任何變更）</translation>
    </message>
    <message>
        <source>another program is using the database in {folder}: close it (or wait for it), then try again (nothing was changed)</source>
        <translation>另一個程式正在使用 {folder} 中的資料庫：請關閉它（或等它完成），再重試（未做任何變更）</translation>
    </message>
    <message>
        <source>the disk holding {folder} could not be read or written (a full or removed disk?): check it, then try again (nothing was changed)</source>
        <translation>無法讀寫 {folder} 所在的磁碟（磁碟已滿或已移除？）：請檢查後重試（未做任何變更）</translation>
    </message>
    <message>
        <source>the database in {folder} cannot be opened: check that the folder exists and you may write to it</source>
        <translation>無法開啟 {folder} 中的資料庫：請確認該資料夾存在且您有權寫入</translation>
    </message>
    <message>
        <source>the database in {folder} is damaged: restart Rigwright, which moves it aside and restores the latest backup</source>
        <translation>{folder} 中的資料庫已損毀：請重新啟動 Rigwright，它會把該檔案移到一旁並還原最近的備份</translation>
    </message>
    <message>
        <source>the database in {folder} was opened read-only, so nothing can be saved in it (the notice at the top of the window says why and how to fix it); nothing was changed</source>
        <translation>{folder} 中的資料庫以唯讀方式開啟，無法在其中儲存任何內容（視窗頂端的提示說明了原因和解決辦法）；未做任何變更</translation>
    </message>
    <message>
        <source>the database in {folder} was opened read-only, so nothing can be saved in it (the note printed when it was opened says why and how to fix it); nothing was changed</source>
        <translation>{folder} 中的資料庫以唯讀方式開啟，無法在其中儲存任何內容（開啟時輸出的說明給出了原因和解決辦法）；未做任何變更</translation>
    </message>
</context>
<context>
    <name>db_health</name>
    <message>
        <source>The database is on a network share ({folder}): another computer's Rigwright or a dropped connection can damage it. Keep it on a local disk (start Rigwright with --db to choose another file).</source>
        <translation>資料庫位於網路共用上（{folder}）：另一台電腦上的 Rigwright 或連線中斷都可能損壞它。請把它放在本機磁碟上（用 --db 啟動 Rigwright 可選擇其他檔案）。</translation>
    </message>
    <message>
        <source>The database is on a network file system ({fstype} at {mount}): SQLite's locks are unreliable there and a dropped connection can damage it. Keep it on a local disk (start Rigwright with --db to choose another file).</source>
        <translation>資料庫位於網路檔案系統上（{mount} 上的 {fstype}）：SQLite 的鎖在那裡不可靠，連線中斷可能損壞它。請把它放在本機磁碟上（用 --db 啟動 Rigwright 可選擇其他檔案）。</translation>
    </message>
    <message>
        <source>The database is in a folder that {service} synchronises ({folder}): the sync can copy it half-written or make conflicting copies, and quotes can be lost. Keep it on a local disk outside synced folders (start Rigwright with --db to choose another file).</source>
        <translation>資料庫位於 {service} 同步的資料夾中（{folder}）：同步可能複製寫了一半的檔案或產生衝突副本，報價可能遺失。請把它放在同步資料夾以外的本機磁碟上（用 --db 啟動 Rigwright 可選擇其他檔案）。</translation>
    </message>
    <message>
        <source>The folder {folder} cannot be written, so nothing can be saved. Check the permissions of {folder} (or copy the database to a folder you can write and start Rigwright with --db), then restart Rigwright.</source>
        <translation>無法寫入資料夾 {folder}，因此無法儲存任何內容。請檢查 {folder} 的權限（或把資料庫複製到可寫入的資料夾，並用 --db 啟動 Rigwright），然後重新啟動 Rigwright。</translation>
    </message>
    <message>
        <source>The database file {path} is read-only, so nothing can be saved. Check its permissions (it must not be read-only), then restart Rigwright.</source>
        <translation>資料庫檔案 {path} 是唯讀的，因此無法儲存任何內容。請檢查它的權限（不能是唯讀），然後重新啟動 Rigwright。</translation>
    </message>
    <message>
        <source>The file {side} beside the database cannot be written, so nothing can be saved. Give it the same owner and permissions as the database file {path}, then restart Rigwright.</source>
        <translation>資料庫旁的檔案 {side} 無法寫入，因此無法儲存任何內容。請讓它與資料庫檔案 {path} 的擁有者和權限相同，然後重新啟動 Rigwright。</translation>
    </message>
    <message>
        <source>Another program is using the database {path}, so nothing can be saved. Close the other program (another Rigwright, a backup or sync tool, a database browser), then restart Rigwright.</source>
        <translation>另一個程式正在使用資料庫 {path}，因此無法儲存任何內容。請關閉該程式（另一個 Rigwright、備份或同步工具、資料庫瀏覽器），然後重新啟動 Rigwright。</translation>
    </message>
    <message>
        <source>The system refused to write the database {path} (a read-only disk or share?), so nothing can be saved. Check that the disk and the folder {folder} can be written, then restart Rigwright.</source>
        <translation>系統拒絕寫入資料庫 {path}（唯讀磁碟或共用？），因此無法儲存任何內容。請確認磁碟和資料夾 {folder} 可寫入，然後重新啟動 Rigwright。</translation>
    </message>
    <message>
        <source>The database {path} was damaged ({problem}). It was moved aside to {moved} (nothing was deleted). Your data was restored from the automatic backup of {time} (quotes in it: {quotes}); anything saved after that backup is only in the damaged file, and its quote numbers may be given again: check the numbers of quotes sent since then.</source>
        <translation>資料庫 {path} 已損毀（{problem}）。它已被移到 {moved}（未刪除任何內容）。您的資料已從 {time} 的自動備份還原（其中有 {quotes} 份報價）；該備份之後儲存的內容只在已損毀的檔案中，且其中用過的報價單編號可能會被再次使用：請核對此後已發出的報價單編號。</translation>
    </message>
    <message>
        <source>The database {path} was damaged ({problem}). It was moved aside to {moved} (nothing was deleted). Your data was restored from the automatic backup of {time} (quotes in it: {quotes}); anything saved after that backup is only in the damaged file. New quote numbers continue after {numbers}, the highest the damaged file shows, so no number is given twice.</source>
        <translation>資料庫 {path} 已損毀（{problem}）。它已被移到 {moved}（未刪除任何內容）。您的資料已從 {time} 的自動備份還原（其中有 {quotes} 份報價）；該備份之後儲存的內容只在已損毀的檔案中。新的報價單編號將從 {numbers} 之後繼續（這是已損毀檔案中的最大編號），因此不會有編號被重複使用。</translation>
    </message>
    <message>
        <source>The database {path} was damaged ({problem}). It was moved aside to {moved} (nothing was deleted). Your data was restored from the automatic backup of {time} (quotes in it: {quotes}); anything saved after that backup is only in the damaged file.</source>
        <translation>資料庫 {path} 已損毀（{problem}）。它已被移到 {moved}（未刪除任何內容）。您的資料已從 {time} 的自動備份還原（其中有 {quotes} 份報價）；該備份之後儲存的內容只在已損毀的檔案中。</translation>
    </message>
    <message>
        <source>The database {path} was damaged ({problem}). It was moved aside to {moved} (nothing was deleted). No automatic backup could be restored, so Rigwright started a new, empty database: the quote history and settings start empty. The catalog was rebuilt from the catalog files.</source>
        <translation>資料庫 {path} 已損壞（{problem}）。它已被移到 {moved}（未刪除任何內容）。沒有可還原的自動備份，因此 Rigwright 新建了一個空資料庫：報價歷史和設定從空開始。目錄已根據目錄檔案重建。</translation>
    </message>
</context>
<context>
    <name>diagram</name>
    <message>
        <source>CPU not stated</source>
        <translation>未註明 CPU</translation>
    </message>
    <message>
        <source>the slot map of {chassis} is unknown: {n} double-width positions drawn, one per card</source>
        <translation>{chassis} 的插槽配置未知：按每張卡一個，繪製了 {n} 個雙槽寬位置</translation>
    </message>
    <message>
        <source>DIMM slots of {chassis} not stated: {n} per socket drawn</source>
        <translation>{chassis} 的 DIMM 插槽數未註明：每個插座繪製 {n} 個</translation>
    </message>
    <message>
        <source>{board} board, {size}; drawn {w:.0f} × {h:.0f} mm to hold {openings} openings</source>
        <translation>{board} 主機板，{size}；為容納 {openings} 個開口，繪製為 {w:.0f} × {h:.0f} mm</translation>
    </message>
    <message>
        <source>{board} board, {size}</source>
        <translation>{board} 主機板，{size}</translation>
    </message>
    <message>
        <source>board not stated by the catalog: drawn {w:.0f} × {h:.0f} mm to hold {sockets} socket(s) and {openings} openings</source>
        <translation>產品目錄未註明主機板：為容納 {sockets} 個插座和 {openings} 個開口，繪製為 {w:.0f} × {h:.0f} mm</translation>
    </message>
    <message>
        <source>{memory} GB of memory cannot be split into equal standard modules: the DIMM slots are drawn empty</source>
        <translation>{memory} GB 記憶體無法分成容量相同的標準記憶體模組：DIMM 插槽繪製為空</translation>
    </message>
    <message>
        <source>assumed in the chassis file (pcie_switch)</source>
        <translation>機箱檔案中的假設（pcie_switch）</translation>
    </message>
    <message>
        <source>assumed: the slots split between the sockets, top half on CPU 1</source>
        <translation>假設：插槽分配給各插座，上半部分接 CPU 1</translation>
    </message>
    <message>
        <source>assumed: GPU slots wired to the CPU's lanes</source>
        <translation>假設：GPU 插槽連接到 CPU 的通道</translation>
    </message>
    <message>
        <source>the build states no PSU: a placeholder is drawn and the gauge cannot show a load</source>
        <translation>配置未註明電源：繪製了佔位電源，儀表無法顯示負載</translation>
    </message>
    <message>
        <source>airflow front to rear (a tower draws air in at the front and out at the rear; blower cards exhaust through their brackets)</source>
        <translation>風道從前到後（塔式機箱從前部進風、後部出風；渦輪卡經擋板排風）</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>無 GPU</translation>
    </message>
    <message>
        <source>{chassis} · {sockets} × CPU · {memory} GB · {gpus}</source>
        <translation>{chassis} · {sockets} × CPU · {memory} GB · {gpus}</translation>
    </message>
    <message>
        <source>the slot map of {chassis} is unknown: cards cannot be placed by hand</source>
        <translation>{chassis} 的插槽配置未知：無法手動放置卡</translation>
    </message>
    <message>
        <source>{n} card(s) fit no slot: remove a card before moving cards by hand</source>
        <translation>{n} 張卡沒有可用插槽：請先移除一張卡，再手動移動卡</translation>
    </message>
    <message>
        <source>at most {n} cards of one model (as a build file takes)</source>
        <translation>同一型號最多 {n} 張卡（與配置檔案的限制相同）</translation>
    </message>
    <message>
        <source>no free slot takes a {width}-slot {gpu}: remove or move a card first</source>
        <translation>沒有空閒插槽能容納 {width} 槽寬的 {gpu}：請先移除或移動一張卡</translation>
    </message>
    <message>
        <source>opening {opening} holds card {card}: add the card to an empty slot, or move that card first</source>
        <translation>開口 {opening} 已插有卡 {card}：請將卡新增到空插槽，或先移走那張卡</translation>
    </message>
    <message>
        <source>opening {opening} is not an x16 slot of {chassis}</source>
        <translation>開口 {opening} 不是 {chassis} 的 x16 插槽</translation>
    </message>
    <message>
        <source>there is no card {card} (the build has {n})</source>
        <translation>沒有卡 {card}（此配置共有 {n} 張）</translation>
    </message>
    <message>
        <source>the build's last card cannot be removed: choose another GPU instead</source>
        <translation>不能移除配置中的最後一張卡：請改選其他 GPU</translation>
    </message>
    <message>
        <source>a card count must be 0 or more, got {count}</source>
        <translation>卡的數量必須為 0 或以上，實際為 {count}</translation>
    </message>
</context>
<context>
    <name>fixes</name>
    <message>
        <source>first</source>
        <translation>第一</translation>
    </message>
    <message>
        <source>second</source>
        <translation>第二</translation>
    </message>
    <message>
        <source>third</source>
        <translation>第三</translation>
    </message>
    <message>
        <source>fourth</source>
        <translation>第四</translation>
    </message>
    <message>
        <source>fifth</source>
        <translation>第五</translation>
    </message>
    <message>
        <source>sixth</source>
        <translation>第六</translation>
    </message>
    <message>
        <source>seventh</source>
        <translation>第七</translation>
    </message>
    <message>
        <source>eighth</source>
        <translation>第八</translation>
    </message>
    <message>
        <source>ninth</source>
        <translation>第九</translation>
    </message>
    <message>
        <source>tenth</source>
        <translation>第十</translation>
    </message>
    <message>
        <source>blower</source>
        <translation>渦輪</translation>
    </message>
    <message>
        <source>open-air</source>
        <translation>開放式風扇</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>被動散熱</translation>
    </message>
    <message>
        <source>{earlier}; {later}</source>
        <translation>{earlier}；{later}</translation>
    </message>
    <message>
        <source>price change not known</source>
        <translation>價格變化未知</translation>
    </message>
    <message>
        <source>{amount} (illustrative)</source>
        <translation>{amount}（示意）</translation>
    </message>
    <message>
        <source>no stated PSU</source>
        <translation>未註明電源</translation>
    </message>
    <message>
        <source>remove {n} × {gpu} ({old} → {new})</source>
        <translation>移除 {n} × {gpu}（{old} → {new}）</translation>
    </message>
    <message>
        <source>add {n} × {gpu} ({old} → {new})</source>
        <translation>新增 {n} × {gpu}（{old} → {new}）</translation>
    </message>
    <message>
        <source>replace {n} × {old} with {n} × {new}</source>
        <translation>將 {n} × {old} 換成 {n} × {new}</translation>
    </message>
    <message>
        <source>replace {n} × {old} with {n} × {new} ({cooler})</source>
        <translation>將 {n} × {old} 換成 {n} × {new}（{cooler}）</translation>
    </message>
    <message>
        <source>replace {n} × {old} with {n} × {new} (cooler unknown)</source>
        <translation>將 {n} × {old} 換成 {n} × {new}（散熱方式未知）</translation>
    </message>
    <message>
        <source>use the {new} chassis instead of the {old}</source>
        <translation>改用 {new} 機箱代替 {old}</translation>
    </message>
    <message>
        <source>add a {ordinal} {watts} W PSU</source>
        <translation>新增{ordinal}個 {watts} W 電源</translation>
    </message>
    <message>
        <source>{watts} PSUs</source>
        <translation>{watts} 電源</translation>
    </message>
    <message>
        <source>{watts} PSU</source>
        <translation>{watts} 電源</translation>
    </message>
    <message>
        <source>use {new} instead of {old}</source>
        <translation>改用 {new} 代替 {old}</translation>
    </message>
    <message>
        <source>use {new} GB of system memory instead of {old} GB</source>
        <translation>改用 {new} GB 系統記憶體代替 {old} GB</translation>
    </message>
    <message>
        <source>leave out the NVLink bridges</source>
        <translation>不使用 NVLink 橋接器</translation>
    </message>
    <message>
        <source>where the rules put them</source>
        <translation>規則安排的位置</translation>
    </message>
    <message>
        <source>no stated openings</source>
        <translation>未註明開口</translation>
    </message>
    <message>
        <source>re-place the cards at slot openings {where} (were at {was})</source>
        <translation>將卡重新放到槽位開口 {where}（原為 {was}）</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <source>Explain this (F1)</source>
        <translation>說明此項（F1）</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>說明</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>Simplified Chinese</source>
        <translation>簡體中文</translation>
    </message>
    <message>
        <source>Traditional Chinese</source>
        <translation>繁體中文</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
</context>
<context>
    <name>layout</name>
    <message>
        <source>{count} GPUs in a chassis the selection guide rates for {low}-{high}</source>
        <translation>{count} 塊 GPU，機箱按選型指南支持 {low}-{high} 塊</translation>
    </message>
    <message>
        <source>{count} GPUs, outside the {low}-{high} the selection guide rates this chassis for</source>
        <translation>{count} 塊 GPU，超出選型指南為此機箱給出的 {low}-{high} 塊</translation>
    </message>
    <message>
        <source>{missing} GPU(s) have no position in the diagram ({positions} positions)</source>
        <translation>{missing} 塊 GPU 在示意圖中沒有位置（共 {positions} 個位置）</translation>
    </message>
    <message>
        <source>{gpu} is {width} slots wide, wider than a {position}-slot position</source>
        <translation>{gpu} 佔 {width} 個插槽寬，超過 {position} 槽位置</translation>
    </message>
    <message>
        <source>GPU {gpu!r} is not in the catalog: card size and power not known</source>
        <translation>產品目錄中沒有 GPU {gpu!r}：顯示卡尺寸與功耗未知</translation>
    </message>
    <message>
        <source>PSU not stated by the selection guide</source>
        <translation>選型指南未註明電源</translation>
    </message>
    <message>
        <source>GPU board power ≈ {power} W ({count} × {each} W, reference table), {share} % of {psu} W PSU; CPU and drives not included</source>
        <translation>GPU 板卡功耗約 {power} W（{count} × {each} W，參考資料），佔 {psu} W 電源的 {share} %；未含 CPU 與硬碟</translation>
    </message>
    <message>
        <source>GPU board power ≈ {power} W ({count} × {each} W, reference table)</source>
        <translation>GPU 板卡功耗約 {power} W（{count} × {each} W，參考資料）</translation>
    </message>
    <message>
        <source>Assumed (the guide gives no figure): {figures}</source>
        <translation>假定（選型指南未給出）：{figures}</translation>
    </message>
    <message>
        <source>board power of {gpu} not known</source>
        <translation>{gpu} 的板卡功耗未知</translation>
    </message>
    <message>
        <source>gpu positions</source>
        <translation>GPU 位置數</translation>
    </message>
    <message>
        <source>cpu pcie lanes</source>
        <translation>CPU PCIe 通道數</translation>
    </message>
    <message>
        <source>pcie switch</source>
        <translation>PCIe 交換晶片</translation>
    </message>
    <message>
        <source>memory channels</source>
        <translation>記憶體通道數</translation>
    </message>
    <message>
        <source>dimm slots</source>
        <translation>DIMM 插槽數</translation>
    </message>
    <message>
        <source>psu</source>
        <translation>電源</translation>
    </message>
    <message>
        <source>psu atx version</source>
        <translation>電源 ATX 版本</translation>
    </message>
    <message>
        <source>form factor</source>
        <translation>機箱形式</translation>
    </message>
    <message>
        <source>gpu range</source>
        <translation>GPU 數量範圍</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>有</translation>
    </message>
    <message>
        <source>no</source>
        <translation>無</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未註明</translation>
    </message>
    <message>
        <source>{name} {value}</source>
        <translation>{name} {value}</translation>
    </message>
</context>
<context>
    <name>lint</name>
    <message>
        <source>CUDA cores</source>
        <translation>CUDA 核心數</translation>
    </message>
    <message>
        <source>tensor cores</source>
        <translation>張量核心數</translation>
    </message>
    <message>
        <source>memory (GB)</source>
        <translation>顯存（GB）</translation>
    </message>
    <message>
        <source>memory bandwidth (GB/s)</source>
        <translation>顯存帶寬（GB/s）</translation>
    </message>
    <message>
        <source>tensor TFLOPS</source>
        <translation>張量算力 TFLOPS</translation>
    </message>
    <message>
        <source>FP16 TFLOPS</source>
        <translation>FP16 半精度 TFLOPS</translation>
    </message>
    <message>
        <source>FP32 TFLOPS</source>
        <translation>FP32 單精度 TFLOPS</translation>
    </message>
    <message>
        <source>FP8 tensor TFLOPS</source>
        <translation>FP8 張量 TFLOPS</translation>
    </message>
    <message>
        <source>FP4 tensor TFLOPS</source>
        <translation>FP4 張量 TFLOPS</translation>
    </message>
    <message>
        <source>FP16 Tops (total)</source>
        <translation>FP16 Tops（合計）</translation>
    </message>
    <message>
        <source>GPU memory GB (total)</source>
        <translation>顯存 GB（合計）</translation>
    </message>
    <message>
        <source>memory bandwidth GB/s (per GPU)</source>
        <translation>顯存帶寬 GB/s（每塊 GPU）</translation>
    </message>
    <message>
        <source>{label} = {count} × {gpu}</source>
        <translation>{label} = {count} × {gpu}</translation>
    </message>
    <message>
        <source>{label} = the GPU's figure</source>
        <translation>{label} = 該 GPU 的參數</translation>
    </message>
    <message>
        <source>SKU {number} states {printed} {label}; {why} gives {computed}</source>
        <translation>SKU {number} 標註 {label} 為 {printed}；按 {why} 計算為 {computed}</translation>
    </message>
    <message>
        <source>SKU {number} states {printed} {label}; {computed} rounds to {rounded}</source>
        <translation>SKU {number} 標註 {label} 為 {printed}；計算值 {computed} 四捨五入為 {rounded}</translation>
    </message>
    <message>
        <source>a total within the printed precision, rounded the other way</source>
        <translation>合計在印刷精度之內，但捨入方向相反</translation>
    </message>
    <message>
        <source>{gpu}: {metric} {value} gives {label} {ratio}; {following} of {total} GPUs have {typical}, which would make it {expected}</source>
        <translation>{gpu}：{metric} {value} 得出 {label} {ratio}；{total} 款 GPU 中有 {following} 款為 {typical}，按此應為 {expected}</translation>
    </message>
    <message>
        <source>{label} is {typical} for {following} of {total} GPUs</source>
        <translation>{total} 款 GPU 中有 {following} 款的 {label} 為 {typical}</translation>
    </message>
    <message>
        <source>{gpu}: {metric} {value} is {ratio} × its tensor TFLOPS {tensor}; FP8 runs at {rule} × the dense FP16 tensor rate, which would make it {expected}</source>
        <translation>{gpu}：{metric} {value} 是其張量 TFLOPS {tensor} 的 {ratio} 倍；FP8 的速率是稠密 FP16 張量速率的 {rule} 倍，應為 {expected}</translation>
    </message>
    <message>
        <source>dense FP8 = {rule} × dense FP16 tensor (Ada, Hopper, Blackwell), within {tolerance:.1%}</source>
        <translation>稠密 FP8 = {rule} × 稠密 FP16 張量（Ada、Hopper、Blackwell），誤差 {tolerance:.1%} 以內</translation>
    </message>
    <message>
        <source>SKU {number} prints {text!r}: {tb:g} TB on one SSD, while the other SSDs are about {typical:g} TB; GB is meant</source>
        <translation>SKU {number} 印作 {text!r}：單塊 SSD {tb:g} TB，而其他 SSD 約為 {typical:g} TB；實為 GB</translation>
    </message>
    <message>
        <source>an SSD capacity 100× the others' cannot be right</source>
        <translation>SSD 容量是其他的 100 倍，不可能正確</translation>
    </message>
    <message>
        <source>SKU {number} prints bandwidth as {printed!r}</source>
        <translation>SKU {number} 的顯存帶寬印作 {printed!r}</translation>
    </message>
    <message>
        <source>the unit is GB/s</source>
        <translation>單位應為 GB/s</translation>
    </message>
    <message>
        <source>SKU {number}: code {code!r} does not follow the seed's code pattern</source>
        <translation>SKU {number}：編碼 {code!r} 不符合選型指南的編碼規則</translation>
    </message>
    <message>
        <source>see sku_codes.toml</source>
        <translation>見 sku_codes.toml</translation>
    </message>
    <message>
        <source>CPU sockets</source>
        <translation>CPU 插槽數</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>GPU 數量</translation>
    </message>
    <message>
        <source>class</source>
        <translation>類別</translation>
    </message>
    <message>
        <source>CPU clock (tenths of GHz)</source>
        <translation>CPU 時脈（單位 0.1 GHz）</translation>
    </message>
    <message>
        <source>memory GB</source>
        <translation>記憶體 GB</translation>
    </message>
    <message>
        <source>parallel storage TB</source>
        <translation>並行儲存 TB</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>GPU letter</source>
        <translation>GPU 字母</translation>
    </message>
    <message>
        <source>SKU {number}: the code {code!r} says {what} {coded}, the row says {actual}</source>
        <translation>SKU {number}：編碼 {code!r} 表示 {what} 為 {coded}，該列實為 {actual}</translation>
    </message>
    <message>
        <source>the code's {what} field (sku_codes.toml)</source>
        <translation>編碼中的 {what} 欄位（sku_codes.toml）</translation>
    </message>
    <message>
        <source>SKU {number} packs {count} × {gpu}; the seed's scale table ({scale}) says at most {most} per workstation</source>
        <translation>SKU {number} 裝有 {count} × {gpu}；選型指南的模型規模表（{scale}）規定每台工作站最多 {most} 塊</translation>
    </message>
    <message>
        <source>at most {most}</source>
        <translation>最多 {most}</translation>
    </message>
    <message>
        <source>the seed's CNN scale table</source>
        <translation>選型指南的 CNN 模型規模表</translation>
    </message>
    <message>
        <source>SKU {number} has {count} GPUs; its class ({sku_class}) is stated for {low}-{high}</source>
        <translation>SKU {number} 有 {count} 塊 GPU；其類別（{sku_class}）標明支持 {low}-{high} 塊</translation>
    </message>
    <message>
        <source>the section heading ({source})</source>
        <translation>該節標題（{source}）</translation>
    </message>
    <message>
        <source>The seed says {gpu} has the highest {metric} (“{quote}”); its own table gives {best} {best_value} against {value}</source>
        <translation>選型指南稱 {gpu} 的 {metric} 最高（「{quote}」）；但其自身表格中 {best} 為 {best_value}，而 {gpu} 為 {value}</translation>
    </message>
    <message>
        <source>a claim checked against the seed's GPU table</source>
        <translation>對照選型指南 GPU 表核對的說法</translation>
    </message>
    <message>
        <source>the seed's own text</source>
        <translation>選型指南自身的文字</translation>
    </message>
    <message>
        <source>{gpu}: the seed gives {metric} {value}, the reference {reference} ({name}, {column}, {confidence})</source>
        <translation>{gpu}：選型指南給出 {metric} {value}，參考資料為 {reference}（{name}，{column}，{confidence}）</translation>
    </message>
    <message>
        <source>more than {tolerance:.0%} from the sourced reference</source>
        <translation>與有出處的參考資料相差超過 {tolerance:.0%}</translation>
    </message>
    <message>
        <source>{gpu}: the catalog has a {cooler} card, the reference describes {theirs} ({name}: {text}, {confidence}); the cooler belongs to the card variant sold</source>
        <translation>{gpu}：產品目錄中該卡的散熱方式為{cooler}，參考資料描述為{theirs}（{name}：{text}，{confidence}）；散熱方式取決於所售顯示卡的版本</translation>
    </message>
    <message>
        <source>the seed's statement against the reference design</source>
        <translation>選型指南的說法與參考設計不一致</translation>
    </message>
    <message>
        <source>{gpu} is spelled {alias!r} in the seed</source>
        <translation>選型指南中 {gpu} 拼作 {alias!r}</translation>
    </message>
    <message>
        <source>the GPU table's spelling</source>
        <translation>GPU 表中的拼寫</translation>
    </message>
    <message>
        <source>SKU {number}'s {label} cell carries extra text: {printed!r}</source>
        <translation>SKU {number} 的 {label} 儲存格含多餘文字：{printed!r}</translation>
    </message>
    <message>
        <source>a figure cell</source>
        <translation>數值儲存格</translation>
    </message>
    <message>
        <source>SKU {number}'s CPU cell has unbalanced brackets: {cpu!r}</source>
        <translation>SKU {number} 的 CPU 儲存格括號不成對：{cpu!r}</translation>
    </message>
    <message>
        <source>printed text</source>
        <translation>印刷文字</translation>
    </message>
</context>
<context>
    <name>market</name>
    <message>
        <source>mainland China</source>
        <translation>中國大陸</translation>
    </message>
    <message>
        <source>Taiwan</source>
        <translation>臺灣</translation>
    </message>
    <message>
        <source>Hong Kong</source>
        <translation>香港</translation>
    </message>
    <message>
        <source>international markets</source>
        <translation>國際市場</translation>
    </message>
    <message>
        <source>Mainland China</source>
        <translation>中國大陸</translation>
    </message>
    <message>
        <source>International</source>
        <translation>國際</translation>
    </message>
    <message>
        <source>{flag}: unknown market {code!r}; use one of {codes}</source>
        <translation>{flag}：未知市場 {code!r}；可用：{codes}</translation>
    </message>
    <message>
        <source>not sold in {market} as of {date} (source: {source})</source>
        <translation>截至 {date} 在{market}不銷售（來源：{source}）</translation>
    </message>
    <message>
        <source>not sold in {market} (source: {source})</source>
        <translation>在{market}不銷售（來源：{source}）</translation>
    </message>
    <message>
        <source>availability in {market} is unknown</source>
        <translation>在{market}是否有售未知</translation>
    </message>
    <message>
        <source>{item}: {why}</source>
        <translation>{item}：{why}</translation>
    </message>
    <message>
        <source>{items}: {why}</source>
        <translation>{items}：{why}</translation>
    </message>
    <message>
        <source>use a card sold there, e.g. {cards}</source>
        <translation>改用該市場有售的顯示卡，例如 {cards}</translation>
    </message>
    <message>
        <source>choose another item that is sold there</source>
        <translation>請選擇在該市場有售的其他配件</translation>
    </message>
    <message>
        <source>an SXM module for HGX boards (rack systems), not a workstation card</source>
        <translation>SXM 模組，用於 HGX 基板（機架系統），不是工作站顯示卡</translation>
    </message>
    <message>
        <source>a complete desktop AI system, not a card for a workstation build</source>
        <translation>整機桌面 AI 系統，不是可裝入工作站的顯示卡</translation>
    </message>
    <message>
        <source>form factor {form}, not a workstation card</source>
        <translation>外形 {form}，不是工作站顯示卡</translation>
    </message>
</context>
<context>
    <name>packs</name>
    <message>
        <source>no availability data: every item counts as unknown in every market</source>
        <translation>無供貨資料：每件商品在每個市場均視為未知</translation>
    </message>
    <message>
        <source>no GPU form factors: every GPU counts as a PCIe card</source>
        <translation>無 GPU 規格形態：每張 GPU 均視為 PCIe 卡</translation>
    </message>
</context>
<context>
    <name>pricing</name>
    <message>
        <source>price to be set</source>
        <translation>價格待定</translation>
    </message>
    <message>
        <source>{amount} (illustrative)</source>
        <translation>{amount}（示意價格）</translation>
    </message>
    <message>
        <source>date not stated</source>
        <translation>日期未註明</translation>
    </message>
    <message>
        <source>{basis} CNY {amount} ({date})</source>
        <translation>{basis} CNY {amount}（{date}）</translation>
    </message>
    <message>
        <source>{basis} USD {amount} ({date}) × {rate} CNY/USD on {as_of}</source>
        <translation>{basis} USD {amount}（{date}）× {rate} CNY/USD（{as_of} 匯率）</translation>
    </message>
    <message>
        <source>{known} plus 1 item price to be set</source>
        <translation>{known}，另有 1 項價格待定</translation>
    </message>
    <message>
        <source>{known} plus {n} items price to be set</source>
        <translation>{known}，另有 {n} 項價格待定</translation>
    </message>
</context>
<context>
    <name>recommend</name>
    <message>
        <source>small</source>
        <translation>小型</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>large</source>
        <translation>中大規模</translation>
    </message>
    <message>
        <source>very-large</source>
        <translation>超大規模</translation>
    </message>
    <message>
        <source>good</source>
        <translation>好</translation>
    </message>
    <message>
        <source>better</source>
        <translation>更好</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>budget: {raw!r} names another currency; the budget is in CNY (e.g. 300000)</source>
        <translation>預算：{raw!r} 是其他幣別；預算以人民幣計（例如 300000）</translation>
    </message>
    <message>
        <source>budget: {raw!r} is not an amount in CNY (e.g. 100000)</source>
        <translation>預算：{raw!r} 不是人民幣金額（例如 100000）</translation>
    </message>
    <message>
        <source>budget: must be at least 1 CNY, got {raw!r}</source>
        <translation>預算：至少為 1 元人民幣，輸入為 {raw!r}</translation>
    </message>
    <message>
        <source>budget: {raw!r} is too large</source>
        <translation>預算：{raw!r} 過大</translation>
    </message>
    <message>
        <source>gpu-count: {raw!r} is not N or MIN-MAX (e.g. 2-4)</source>
        <translation>GPU 數量：{raw!r} 不是 N 或 最小-最大 的形式（例如 2-4）</translation>
    </message>
    <message>
        <source>gpu-count: {raw!r} needs 1 &lt;= MIN &lt;= MAX</source>
        <translation>GPU 數量：{raw!r} 須滿足 1 &lt;= 最小 &lt;= 最大</translation>
    </message>
    <message>
        <source>gpu-count: at most {most} GPUs per workstation, got {raw!r}</source>
        <translation>GPU 數量：每台工作站最多 {most} 塊 GPU，輸入為 {raw!r}</translation>
    </message>
    <message>
        <source>{metrics} unknown, and {share:.0%} of the weight is on it</source>
        <translation>{metrics} 未知，而其權重佔 {share:.0%}</translation>
    </message>
    <message>
        <source>{memory} GB per card, below the {need} GB each card needs for {workload}: in data-parallel training every card holds the whole model, so more cards add no memory</source>
        <translation>每卡 {memory} GB，低於{workload}每卡所需的 {need} GB：資料並行訓練中每張卡都要容納整個模型，卡多並不增加顯存</translation>
    </message>
    <message>
        <source>{reason} (source: {source})</source>
        <translation>{reason}（來源：{source}）</translation>
    </message>
    <message>
        <source>first priority of the custom weights</source>
        <translation>自訂權重的首要優先項</translation>
    </message>
    <message>
        <source>first {workload} priority</source>
        <translation>{workload} 首要優先項</translation>
    </message>
    <message>
        <source>{metric} unknown</source>
        <translation>{metric}未知</translation>
    </message>
    <message>
        <source>{metric} {value}</source>
        <translation>{metric} {value}</translation>
    </message>
    <message>
        <source>{metric} unknown ({which})</source>
        <translation>{metric}未知（{which}）</translation>
    </message>
    <message>
        <source>{metric} {value} {unit}: #{rank} of {total} ({which})</source>
        <translation>{metric} {value} {unit}：{total} 款中第 {rank} 名（{which}）</translation>
    </message>
    <message>
        <source>Then {figures}</source>
        <translation>其次：{figures}</translation>
    </message>
    <message>
        <source>Unknown {metrics}: left out of the score (weight {weight:.3g}; the other metrics' weights scaled up)</source>
        <translation>{metrics} 未知：不計入得分（權重 {weight:.3g}；其他指標的權重按比例放大）</translation>
    </message>
    <message>
        <source>Passive cooler: needs server airflow, not a workstation card</source>
        <translation>被動散熱：需要伺服器風道，不適合工作站</translation>
    </message>
    <message>
        <source>Open-air cooler: cannot be packed densely</source>
        <translation>開放式風扇散熱：不能密集安裝</translation>
    </message>
    <message>
        <source>Flagged figure: the catalog states {metric} {stated}, which the catalog lint questions ({why}; expected {expected})</source>
        <translation>存疑數值：目錄所列{metric}為 {stated}，目錄檢查對此存疑（{why}；按規律應為 {expected}）</translation>
    </message>
    <message>
        <source>{flagged}; at {expected} it would rank #{rank}</source>
        <translation>{flagged}；若為 {expected}，將排第 {rank} 位</translation>
    </message>
    <message>
        <source>Bandwidth {bandwidth} GB/s with {memory} GB (√(bandwidth × memory) = {measure}): not graded for RNN (the grades take actively cooled cards with {least} GB or more)</source>
        <translation>帶寬 {bandwidth} GB/s、顯存 {memory} GB（√(帶寬 × 顯存) = {measure}）：不參與 RNN 分級（分級只看 {least} GB 及以上的主動散熱卡）</translation>
    </message>
    <message>
        <source>Bandwidth {bandwidth} GB/s with {memory} GB: {grade} for RNN by rule (√(bandwidth × memory) = {measure})</source>
        <translation>帶寬 {bandwidth} GB/s、顯存 {memory} GB：按規則為 RNN「{grade}」（√(帶寬 × 顯存) = {measure}）</translation>
    </message>
    <message>
        <source>{said}; the seed does not grade it</source>
        <translation>{said}；選型指南未為其分級</translation>
    </message>
    <message>
        <source>{said}; the seed grades it {grade}</source>
        <translation>{said}；選型指南評為「{grade}」</translation>
    </message>
    <message>
        <source>model-scale: the catalog {catalog!r} has no scale table</source>
        <translation>模型規模：產品目錄 {catalog!r} 沒有模型規模表</translation>
    </message>
    <message>
        <source>model-scale: unknown {scale!r}; use one of {scales}</source>
        <translation>模型規模：未知的 {scale!r}；請使用 {scales} 之一</translation>
    </message>
    <message>
        <source>{gpu} ({memory} GB, {cooler}) also fits the {scale} scale by rule; the seed does not list it</source>
        <translation>{gpu}（{memory} GB，{cooler}）按規則也適合{scale}模型；選型指南未列出</translation>
    </message>
    <message>
        <source>the seed lists {gpu} for the {scale} scale; the rule does not ({memory} GB, {cooler})</source>
        <translation>選型指南為{scale}模型列出 {gpu}；按規則不適合（{memory} GB，{cooler}）</translation>
    </message>
    <message>
        <source>{gpu}: the seed says at most {seed_most} per workstation, the chassis rule gives {rule_most}</source>
        <translation>{gpu}：選型指南稱每台工作站最多 {seed_most} 塊，按機箱規則為 {rule_most} 塊</translation>
    </message>
    <message>
        <source>{gpu}: SKU {number} ({code}) ships {count}, above the seed's own limit of {most} for this scale</source>
        <translation>{gpu}：SKU {number}（{code}）配置 {count} 塊，超出選型指南自身對該規模規定的上限 {most} 塊</translation>
    </message>
    <message>
        <source>{count} × {gpu} (GPU score {gpu_score:.1f}): about {effective:.2f} GPUs' worth for {workload}, assuming {pct} % kept per doubling</source>
        <translation>{count} × {gpu}（GPU 得分 {gpu_score:.1f}）：用於 {workload} 約相當於 {effective:.2f} 塊 GPU，假定每翻一倍保留 {pct} %</translation>
    </message>
    <message>
        <source>fp16</source>
        <translation>FP16 半精度</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>顯存</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>顯存帶寬</translation>
    </message>
    <message>
        <source>¥{price:,}: ¥{per_point:,.0f} per score point</source>
        <translation>¥{price:,}：每得分點 ¥{per_point:,.0f}</translation>
    </message>
    <message>
        <source>The lineup builds it for {workload}</source>
        <translation>本產品線為 {workload} 配置</translation>
    </message>
    <message>
        <source>The 2020 selection guide marks it ideal for {workload} ({as_printed})</source>
        <translation>2020 年選型指南標註其為 {workload} 的理想選擇（{as_printed}）</translation>
    </message>
    <message>
        <source>The guide states {printed} {figure}; {count} × {gpu} gives {computed}</source>
        <translation>選型指南標註 {figure} 為 {printed}；{count} × {gpu} 計算為 {computed}</translation>
    </message>
    <message>
        <source>{count} {cooler} cards: more than the {limit} that pack without blower coolers</source>
        <translation>{count} 塊{cooler}顯示卡：超過非渦輪散熱時可安裝的 {limit} 塊</translation>
    </message>
    <message>
        <source>no SKU left: the catalog's SKUs are built with {gpus}, none of them ranked here (see the notes above)</source>
        <translation>沒有剩餘的 SKU：本目錄的 SKU 使用 {gpus}，均未進入此處的排名（見上方說明）</translation>
    </message>
    <message>
        <source>{gpu} is recommended on a figure the catalog lint flags: {metric} {stated}, where the pattern of the other cards gives {expected}; check the datasheet before quoting it</source>
        <translation>{gpu} 的推薦依據是目錄檢查存疑的數值：{metric} {stated}，按其他卡的規律應為 {expected}；報價前請核對資料手冊</translation>
    </message>
    <message>
        <source>{workload}: each card needs {need} GB ({source}); not recommended, and their builds ranked last: {gpus}</source>
        <translation>{workload}：每卡需 {need} GB（{source}）；以下顯卡不推薦，其整機排在最後：{gpus}</translation>
    </message>
    <message>
        <source>Recommended: the highest {metric} of the cards offered ({value} {unit})</source>
        <translation>推薦：在可選顯卡中{metric}最高（{value} {unit}）</translation>
    </message>
    <message>
        <source>Recommended: {metric} {value} {unit} is within {within} % of the best ({best} {unit})</source>
        <translation>推薦：{metric} {value} {unit}，與最佳（{best} {unit}）相差不超過 {within}%</translation>
    </message>
    <message>
        <source>budget: must be above 0 CNY, got {budget}</source>
        <translation>預算：必須大於 0 元人民幣，輸入為 {budget}</translation>
    </message>
    <message>
        <source>min-gpu-memory: must be 0 or more GB, got {memory}</source>
        <translation>最低顯存：必須為 0 GB 或以上，輸入為 {memory}</translation>
    </message>
    <message>
        <source>gpu-count: needs 1 &lt;= MIN &lt;= MAX, got {low}-{high}</source>
        <translation>GPU 數量：須滿足 1 &lt;= 最小 &lt;= 最大，輸入為 {low}-{high}</translation>
    </message>
    <message>
        <source>gpu-count: at most {most} GPUs per workstation, got {low}-{high}</source>
        <translation>GPU 數量：每台工作站最多 {most} 塊 GPU，輸入為 {low}-{high}</translation>
    </message>
    <message>
        <source>{scale} models need {memory} GB per GPU (seed scale table); cards that fit by rule: {gpus}</source>
        <translation>{scale}模型每塊 GPU 需要 {memory} GB 顯存（選型指南模型規模表）；按規則適合的顯示卡：{gpus}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>not ranked (unknown figures): {gpus}</source>
        <translation>未排名（參數未知）：{gpus}</translation>
    </message>
    <message>
        <source>{gpu}: {why}</source>
        <translation>{gpu}：{why}</translation>
    </message>
    <message>
        <source>none of the cards for {scale} models has {memory} GB</source>
        <translation>適合{scale}模型的顯示卡均沒有 {memory} GB 顯存</translation>
    </message>
    <message>
        <source>no GPU has {memory} GB; the largest has {largest} GB</source>
        <translation>沒有 {memory} GB 顯存的 GPU；最大為 {largest} GB</translation>
    </message>
    <message>
        <source>left out for {scale} models, more cards than fit one workstation by the scale rule: {skus}</source>
        <translation>因{scale}模型不予列出（顯示卡數量超過模型規模規則下單台工作站可容納的數量）：{skus}</translation>
    </message>
    <message>
        <source>{number} ({count} × {gpu}, at most {most})</source>
        <translation>{number}（{count} × {gpu}，最多 {most} 塊）</translation>
    </message>
    <message>
        <source>no SKU has {low}-{high} GPUs; they have {least} to {most}</source>
        <translation>沒有配 {low}-{high} 塊 GPU 的 SKU；現有 SKU 配 {least} 至 {most} 塊</translation>
    </message>
    <message>
        <source>no SKU within ¥{budget:,}; the cheapest that meets the other filters is {number} {code} at ¥{price:,}</source>
        <translation>沒有 ¥{budget:,} 以內的 SKU；符合其他條件的最便宜型號為 {number} {code}，價格 ¥{price:,}</translation>
    </message>
    <message>
        <source>not sold in {market}</source>
        <translation>在{market}不銷售</translation>
    </message>
    <message>
        <source>{item} (as of {date})</source>
        <translation>{item}（截至 {date}）</translation>
    </message>
    <message>
        <source>left out: {items}</source>
        <translation>已排除：{items}</translation>
    </message>
    <message>
        <source>{item}: {why}</source>
        <translation>{item}：{why}</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>circuit not set</source>
        <translation>未設定電路</translation>
    </message>
    <message>
        <source>{earlier} or {later}</source>
        <translation>{earlier} 或 {later}</translation>
    </message>
    <message>
        <source>{earlier}, {later}</source>
        <translation>{earlier}、{later}</translation>
    </message>
    <message>
        <source>cannot check slots: the chassis {chassis!r} has no known slot map</source>
        <translation>無法檢查插槽：機箱 {chassis!r} 沒有已知的插槽配置</translation>
    </message>
    <message>
        <source>choose a chassis whose slot map the catalog knows</source>
        <translation>選擇產品目錄中已知插槽配置的機箱</translation>
    </message>
    <message>
        <source>{cards} cards need {openings} slot openings; the chassis {chassis} has {slots} x16 slots in {total} openings: {missing} card(s) do not fit</source>
        <translation>{cards} 張卡需要 {openings} 個槽位開口；機箱 {chassis} 在 {total} 個開口中有 {slots} 個 x16 插槽：{missing} 張卡裝不下</translation>
    </message>
    <message>
        <source>remove {missing} card(s) or choose a chassis with more slots</source>
        <translation>移除 {missing} 張卡，或選擇插槽更多的機箱</translation>
    </message>
    <message>
        <source>card {card} ({gpu}) is placed at opening {opening}, which is not an x16 slot of {chassis} (slots at {slots})</source>
        <translation>卡 {card}（{gpu}）放在開口 {opening}，這不是 {chassis} 的 x16 插槽（插槽位於 {slots}）</translation>
    </message>
    <message>
        <source>place the card in one of the chassis's slots</source>
        <translation>將卡插入機箱的某個插槽</translation>
    </message>
    <message>
        <source>card {card} ({gpu}, {width} slots wide) at opening {slot} needs openings {slot}-{last}; the chassis has {openings}</source>
        <translation>開口 {slot} 處的卡 {card}（{gpu}，槽位寬度 {width}）需要開口 {slot}-{last}；機箱只有 {openings} 個開口</translation>
    </message>
    <message>
        <source>move it to a higher slot</source>
        <translation>將其移到更靠上的插槽</translation>
    </message>
    <message>
        <source>card {card} ({gpu}, {width} slots wide) at opening {slot} covers opening {covered}, taken by card {other}</source>
        <translation>開口 {slot} 處的卡 {card}（{gpu}，槽位寬度 {width}）覆蓋了開口 {covered}，而該開口已被卡 {other} 佔用</translation>
    </message>
    <message>
        <source>leave the covered slot free or use a narrower card</source>
        <translation>讓被覆蓋的插槽空出，或改用更窄的卡</translation>
    </message>
    <message>
        <source>{count} × {gpu}: the seed's model-scale table allows at most {limit} in one workstation ({label}: {notes})</source>
        <translation>{count} × {gpu}：選型指南的模型規模表規定單台工作站最多 {limit} 塊（{label}：{notes}）</translation>
    </message>
    <message>
        <source>use at most {limit} × {gpu}, or a blower card the table allows up to 9 of (Quadro RTX6000/RTX8000)</source>
        <translation>最多使用 {limit} × {gpu}，或改用該表允許最多 9 塊的渦輪卡（Quadro RTX6000/RTX8000）</translation>
    </message>
    <message>
        <source>{n} GPUs in the {chassis}, a {low}-{high} GPU class ({source})</source>
        <translation>{chassis} 中有 {n} 塊 GPU，而它屬於 {low}-{high} 塊 GPU 的級別（{source}）</translation>
    </message>
    <message>
        <source>use at most {high} GPUs or a larger class</source>
        <translation>最多使用 {high} 塊 GPU，或改用更大級別的機箱</translation>
    </message>
    <message>
        <source>use {low}-{high} GPUs or a smaller class</source>
        <translation>使用 {low}-{high} 塊 GPU，或改用更小級別的機箱</translation>
    </message>
    <message>
        <source>{count} × {gpu} are passively cooled and need server airflow; the chassis {chassis} is a tower</source>
        <translation>{count} × {gpu} 為被動散熱，需要伺服器風道；機箱 {chassis} 是塔式機箱</translation>
    </message>
    <message>
        <source>use an actively cooled (blower) card instead of {gpu}</source>
        <translation>改用主動散熱（渦輪）卡代替 {gpu}</translation>
    </message>
    <message>
        <source>cannot check cooling: the cooler of {gpu} is unknown ({source})</source>
        <translation>無法檢查散熱：{gpu} 的散熱方式未知（{source}）</translation>
    </message>
    <message>
        <source>not in the reference</source>
        <translation>參考資料中沒有</translation>
    </message>
    <message>
        <source>confirm the card's cooler (blower cards pack densely)</source>
        <translation>確認該卡的散熱方式（渦輪卡可密集安裝）</translation>
    </message>
    <message>
        <source>leave a free slot below each open-air card, or use blower cards of the same GPU memory ({blowers})</source>
        <translation>在每張開放式散熱卡下方留出一個空插槽，或改用顯存相同的渦輪散熱卡（{blowers}）</translation>
    </message>
    <message>
        <source>leave a free slot below each open-air card (this catalog has no blower card with as much GPU memory)</source>
        <translation>在每張開放式散熱卡下方留出一個空插槽（本目錄沒有顯存同樣大的渦輪散熱卡）</translation>
    </message>
    <message>
        <source>open-air cards ({gpus}) packed densely: {pairs} pair(s) of adjacent cards with no free opening between them in {chassis}</source>
        <translation>開放式風扇卡（{gpus}）安裝過密：{chassis} 中有 {pairs} 對相鄰的卡之間沒有空開口</translation>
    </message>
    <message>
        <source>the power of CPU {cpu!r} is unknown</source>
        <translation>CPU {cpu!r} 的功耗未知</translation>
    </message>
    <message>
        <source>cannot check {subject}: the board power of {gpu} is unknown</source>
        <translation>無法檢查{subject}：{gpu} 的板卡功耗未知</translation>
    </message>
    <message>
        <source>find the card's board power</source>
        <translation>查明該卡的板卡功耗</translation>
    </message>
    <message>
        <source>cannot check {subject}: {reason}</source>
        <translation>無法檢查{subject}：{reason}</translation>
    </message>
    <message>
        <source>give the CPU's power (cpus[].power_w)</source>
        <translation>填寫 CPU 的功耗（cpus[].power_w）</translation>
    </message>
    <message>
        <source>cannot check power: the build states no PSU (chassis {chassis})</source>
        <translation>無法檢查功耗：配置未註明電源（機箱 {chassis}）</translation>
    </message>
    <message>
        <source>state the PSUs (psus_w)</source>
        <translation>註明電源（psus_w）</translation>
    </message>
    <message>
        <source>power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>sustained load {load} W (GPUs {gpu_w} W + CPUs {cpu_w} W + platform {platform_w} W) against PSUs {rated} W: over the rating</source>
        <translation>持續負載 {load} W（GPU {gpu_w} W + CPU {cpu_w} W + 平台 {platform_w} W），電源 {rated} W：超過額定功率</translation>
    </message>
    <message>
        <source>add PSUs or use larger ones: at least {need} W in total for 20 % headroom</source>
        <translation>增加電源或改用更大功率的電源：總計至少 {need} W，以保留 20 % 餘量</translation>
    </message>
    <message>
        <source>sustained load {load} W (GPUs {gpu_w} W + CPUs {cpu_w} W + platform {platform_w} W) against PSUs {rated} W: above {share} % ({budget} W)</source>
        <translation>持續負載 {load} W（GPU {gpu_w} W + CPU {cpu_w} W + 平台 {platform_w} W），電源 {rated} W：超過 {share} %（{budget} W）</translation>
    </message>
    <message>
        <source>use at least {need} W of PSUs</source>
        <translation>使用總計至少 {need} W 的電源</translation>
    </message>
    <message>
        <source>GeForce RTX 20 bridges are 3- or 4-slot, at least one empty slot between the cards (Tom's Hardware)</source>
        <translation>GeForce RTX 20 的橋接器為 3 槽或 4 槽，兩卡之間至少空一個插槽（Tom's Hardware）</translation>
    </message>
    <message>
        <source>RTX A6000 bridges are 2- or 3-slot (ServeTheHome)</source>
        <translation>RTX A6000 的橋接器為 2 槽或 3 槽（ServeTheHome）</translation>
    </message>
    <message>
        <source>A100 PCIe uses 2-slot bridges (reference notes)</source>
        <translation>A100 PCIe 使用 2 槽橋接器（參考筆記）</translation>
    </message>
    <message>
        <source>PSU {part} (assumed)</source>
        <translation>電源 {part}（假設）</translation>
    </message>
    <message>
        <source>PSU {part}</source>
        <translation>電源 {part}</translation>
    </message>
    <message>
        <source>stated in the build</source>
        <translation>配置中註明</translation>
    </message>
    <message>
        <source>sourced</source>
        <translation>有出處</translation>
    </message>
    <message>
        <source>stated</source>
        <translation>已註明</translation>
    </message>
    <message>
        <source>{status}: {note}</source>
        <translation>{status}：{note}</translation>
    </message>
    <message>
        <source>cannot check transients: the build states no PSU (chassis {chassis})</source>
        <translation>無法檢查瞬態功耗：配置未註明電源（機箱 {chassis}）</translation>
    </message>
    <message>
        <source>cannot check transients: the PSUs' ATX version is unknown</source>
        <translation>無法檢查瞬態功耗：電源的 ATX 版本未知</translation>
    </message>
    <message>
        <source>name a PSU part (psu) or give psu_atx_version</source>
        <translation>指定電源部件（psu）或填寫 psu_atx_version</translation>
    </message>
    <message>
        <source>cannot check transients: the board power of {gpu} is unknown</source>
        <translation>無法檢查瞬態功耗：{gpu} 的板卡功耗未知</translation>
    </message>
    <message>
        <source>cannot check transients: {reason}</source>
        <translation>無法檢查瞬態功耗：{reason}</translation>
    </message>
    <message>
        <source>transient peak {peak} W (GPUs {terms} + CPUs {cpu_w} W + platform {platform_w} W) over {limit} W, 200 % of the PSUs' {rated} W, ATX {version} ({basis}): more than an ATX 3.x PSU takes for 100 µs, so GPU power spikes may shut the workstation down under load</source>
        <translation>瞬態峰值 {peak} W（GPU {terms} + CPU {cpu_w} W + 平台 {platform_w} W）超過 {limit} W，即電源 {rated} W 的 200 %，ATX {version}（{basis}）：超出 ATX 3.x 電源 100 µs 內可承受的範圍，因此 GPU 功耗尖峰可能導致工作站在負載下關機</translation>
    </message>
    <message>
        <source>use at least {need} W of ATX 3.x PSUs</source>
        <translation>使用總計至少 {need} W 的 ATX 3.x 電源</translation>
    </message>
    <message>
        <source>transient peak {peak} W (GPUs {terms} + CPUs {cpu_w} W + platform {platform_w} W) over the PSUs' {rated} W, ATX {version} ({basis}): an ATX 2.x PSU is specified only up to its rating, so GPU power spikes may shut the workstation down under load</source>
        <translation>瞬態峰值 {peak} W（GPU {terms} + CPU {cpu_w} W + 平台 {platform_w} W）超過電源的 {rated} W，ATX {version}（{basis}）：ATX 2.x 電源的規格僅到其額定功率，因此 GPU 功耗尖峰可能導致工作站在負載下關機</translation>
    </message>
    <message>
        <source>use ATX 3.x PSUs (200 % for 100 µs: at least {need} W) or at least {peak} W of ATX 2.x PSUs</source>
        <translation>使用 ATX 3.x 電源（100 µs 內可承受 200 %：至少 {need} W），或總計至少 {peak} W 的 ATX 2.x 電源</translation>
    </message>
    <message>
        <source>cannot check the 16-pin connector of {gpus}: the PSUs' ATX version is unknown</source>
        <translation>無法檢查 {gpus} 的 16-pin 接頭：電源的 ATX 版本未知</translation>
    </message>
    <message>
        <source>use an ATX 3.x PSU with native 12V-2x6 cables</source>
        <translation>使用附原生 12V-2x6 線材的 ATX 3.x 電源</translation>
    </message>
    <message>
        <source>{gpus} use(s) the 16-pin 12VHPWR / 12V-2x6 connector; the PSUs are ATX {version} ({basis}), without native 12V-2x6 cables</source>
        <translation>{gpus} 使用 16-pin 12VHPWR / 12V-2x6 接頭；電源為 ATX {version}（{basis}），沒有原生 12V-2x6 線材</translation>
    </message>
    <message>
        <source>use an ATX 3.x PSU with native 12V-2x6 cables (no 8-pin adapters)</source>
        <translation>使用附原生 12V-2x6 線材的 ATX 3.x 電源（不要用 8-pin 轉接線）</translation>
    </message>
    <message>
        <source>cannot check power connectors: the connectors of {gpus} are unknown</source>
        <translation>無法檢查供電接頭：{gpus} 的接頭未知</translation>
    </message>
    <message>
        <source>confirm the card's power connectors</source>
        <translation>確認該卡的供電接頭</translation>
    </message>
    <message>
        <source>PSU {part}, assumed</source>
        <translation>電源 {part}，假設</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>假設</translation>
    </message>
    <message>
        <source>wall circuit</source>
        <translation>牆插電路</translation>
    </message>
    <message>
        <source>{psus} PSU(s) on {used} circuit(s): {worst} W on the busiest</source>
        <translation>{psus} 個電源分布在 {used} 條電路上：負載最重的電路為 {worst} W</translation>
    </message>
    <message>
        <source>{psus} PSU(s) on one circuit</source>
        <translation>{psus} 個電源接在同一條電路上</translation>
    </message>
    <message>
        <source>no PSU stated, spread evenly over {used} circuits: at least {worst} W each</source>
        <translation>未註明電源，平均分配到 {used} 條電路：每條至少 {worst} W</translation>
    </message>
    <message>
        <source>no PSU stated, on one circuit</source>
        <translation>未註明電源，接在一條電路上</translation>
    </message>
    <message>
        <source>cannot check wall circuit: the site's circuit is not set</source>
        <translation>無法檢查牆插電路：未設定現場的電路</translation>
    </message>
    <message>
        <source>set the site's circuit</source>
        <translation>設定現場的電路</translation>
    </message>
    <message>
        <source>cannot check wall circuit: the build states no PSU (wall draw {wall} W on {site})</source>
        <translation>無法檢查牆插電路：配置未註明電源（市電功耗 {wall} W，電路 {site}）</translation>
    </message>
    <message>
        <source>spread the PSUs over {need} separate {circuit} circuits (at least {need} PSUs, one per circuit), or use a {bigger} circuit</source>
        <translation>將電源分布到 {need} 條獨立的 {circuit} 電路（至少 {need} 個電源，每條電路一個），或改用 {bigger} 電路</translation>
    </message>
    <message>
        <source>spread the PSUs over {need} separate {circuit} circuits (at least {need} PSUs, one per circuit)</source>
        <translation>將電源分布到 {need} 條獨立的 {circuit} 電路（至少 {need} 個電源，每條電路一個）</translation>
    </message>
    <message>
        <source>wall draw {wall} W (load {load} W at {efficiency} % efficiency, {basis}), {spread}: over the {usable} W usable of a {circuit} circuit (80 % of {rating} W)</source>
        <translation>市電功耗 {wall} W（負載 {load} W，效率 {efficiency} %，{basis}），{spread}：超過 {circuit} 電路的可用功率 {usable} W（{rating} W 的 80 %）</translation>
    </message>
    <message>
        <source>cannot check PCIe lanes: the CPU lanes of {chassis} are unknown (its chassis file assumes PCIe switches)</source>
        <translation>無法檢查 PCIe 通道：{chassis} 的 CPU 通道數未知（其機箱檔案假設使用 PCIe 交換晶片）</translation>
    </message>
    <message>
        <source>cannot check PCIe lanes: the CPU lanes of {chassis} are unknown</source>
        <translation>無法檢查 PCIe 通道：{chassis} 的 CPU 通道數未知</translation>
    </message>
    <message>
        <source>name a CPU part with its PCIe lanes</source>
        <translation>指定標明 PCIe 通道數的 CPU 部件</translation>
    </message>
    <message>
        <source>{below} of {cards} cards get fewer than 8 lanes ({links} from {lanes} CPU lanes, {basis}; GPUs only counted)</source>
        <translation>{cards} 張卡中有 {below} 張得到的通道少於 8 條（{links}，來自 {lanes} 條 CPU 通道，{basis}；僅計 GPU）</translation>
    </message>
    <message>
        <source>use fewer GPUs or a CPU with more PCIe lanes (Xeon W-3400: 112, Threadripper PRO: 128)</source>
        <translation>減少 GPU，或改用 PCIe 通道更多的 CPU（Xeon W-3400：112，Threadripper PRO：128）</translation>
    </message>
    <message>
        <source>{short} of {cards} cards run at x8 ({links} from {lanes} CPU lanes, {basis}; GPUs only counted): host &lt;-&gt; device bandwidth halved: PCIe {gen}.0 x16 ≈ {x16:.1f} GB/s, x8 ≈ {x8:.1f} GB/s per direction</source>
        <translation>{cards} 張卡中有 {short} 張以 x8 執行（{links}，來自 {lanes} 條 CPU 通道，{basis}；僅計 GPU）：主機 &lt;-&gt; 裝置頻寬減半：PCIe {gen}.0 x16 ≈ {x16:.1f} GB/s，x8 ≈ {x8:.1f} GB/s（單向）</translation>
    </message>
    <message>
        <source>{short} of {cards} cards run at x8 ({links} from {lanes} CPU lanes, {basis}; GPUs only counted): host &lt;-&gt; device bandwidth halved</source>
        <translation>{cards} 張卡中有 {short} 張以 x8 執行（{links}，來自 {lanes} 條 CPU 通道，{basis}；僅計 GPU）：主機 &lt;-&gt; 裝置頻寬減半</translation>
    </message>
    <message>
        <source>guidance: x8 slows data loading and gradient exchange without NVLink, and matters little for compute-bound training whose data fit in GPU memory; for x16 on every card use a CPU with more lanes or fewer GPUs</source>
        <translation>建議：沒有 NVLink 時，x8 會減慢資料載入和梯度交換；對資料可放入顯存的計算密集型訓練影響不大。若要每張卡都以 x16 執行，請使用通道更多的 CPU 或減少 GPU</translation>
    </message>
    <message>
        <source>NVLink bridges join cards of one model; the build mixes {gpus}</source>
        <translation>NVLink 橋接器只能連接同一型號的卡；此配置混用了 {gpus}</translation>
    </message>
    <message>
        <source>use one GPU model for the bridged cards, or no NVLink</source>
        <translation>橋接的卡使用同一 GPU 型號，或不使用 NVLink</translation>
    </message>
    <message>
        <source>cannot check NVLink: whether {gpu} has NVLink is unknown</source>
        <translation>無法檢查 NVLink：不知道 {gpu} 是否支援 NVLink</translation>
    </message>
    <message>
        <source>confirm the card has an NVLink connector</source>
        <translation>確認該卡具有 NVLink 接頭</translation>
    </message>
    <message>
        <source>{gpu} has no NVLink ({fact})</source>
        <translation>{gpu} 不支援 NVLink（{fact}）</translation>
    </message>
    <message>
        <source>drop NVLink or choose a card with NVLink ({gpus})</source>
        <translation>取消 NVLink，或選擇支援 NVLink 的卡（{gpus}）</translation>
    </message>
    <message>
        <source>drop NVLink or choose a card with NVLink</source>
        <translation>取消 NVLink，或選擇支援 NVLink 的卡</translation>
    </message>
    <message>
        <source>{count} × {gpu}: NVLink bridges join pairs, so 1 card stays unbridged</source>
        <translation>{count} × {gpu}：NVLink 橋接器成對連接卡，因此有 1 張卡無法橋接</translation>
    </message>
    <message>
        <source>use {fewer} or {more} cards</source>
        <translation>使用 {fewer} 張或 {more} 張卡</translation>
    </message>
    <message>
        <source>cannot check NVLink spacing: the slot map of {chassis} is unknown</source>
        <translation>無法檢查 NVLink 間距：{chassis} 的插槽配置未知</translation>
    </message>
    <message>
        <source>check the bridge against the slot spacing</source>
        <translation>根據插槽間距核對橋接器</translation>
    </message>
    <message>
        <source>cannot check NVLink spacing: the reference gives no bridge sizes for {gpu}</source>
        <translation>無法檢查 NVLink 間距：參考資料未提供 {gpu} 的橋接器尺寸</translation>
    </message>
    <message>
        <source>{gap} openings apart (openings {a} and {b})</source>
        <translation>相隔 {gap} 個開口（開口 {a} 和 {b}）</translation>
    </message>
    <message>
        <source>{bad} of {pairs} bridged pair(s) sit {apart}; {source}: {want} apart</source>
        <translation>{pairs} 對橋接卡中有 {bad} 對{apart}；{source}：應相隔 {want}</translation>
    </message>
    <message>
        <source>place each pair's cards {want} slot openings apart (placement)</source>
        <translation>將每對卡放在相隔 {want} 個槽位開口的位置（placement）</translation>
    </message>
    <message>
        <source>{value} ({basis})</source>
        <translation>{value}（{basis}）</translation>
    </message>
    <message>
        <source>cannot check board size: the largest board the {chassis} takes is unknown</source>
        <translation>無法檢查主機板尺寸：{chassis} 可容納的最大主機板未知</translation>
    </message>
    <message>
        <source>confirm the chassis takes the board</source>
        <translation>確認機箱能容納該主機板</translation>
    </message>
    <message>
        <source>an {board} board ({size}) does not fit the {chassis}, which takes boards up to {top} ({described})</source>
        <translation>{board} 主機板（{size}）裝不進 {chassis}，該機箱最大只能容納 {top} 主機板（{described}）</translation>
    </message>
    <message>
        <source>use a board of {top} size or smaller, or a larger chassis</source>
        <translation>使用 {top} 或更小尺寸的主機板，或改用更大的機箱</translation>
    </message>
    <message>
        <source>{gpu} {length} mm</source>
        <translation>{gpu} {length} mm</translation>
    </message>
    <message>
        <source>{gpu} unknown</source>
        <translation>{gpu} 未知</translation>
    </message>
    <message>
        <source>cannot check card length: the longest card the {chassis} takes is unknown ({known})</source>
        <translation>無法檢查顯示卡長度：{chassis} 可容納的最長顯示卡未知（{known}）</translation>
    </message>
    <message>
        <source>confirm the case's GPU clearance</source>
        <translation>確認機箱的顯示卡安裝空間</translation>
    </message>
    <message>
        <source>{gpu} is {length} mm long; the {chassis} takes cards up to {described}</source>
        <translation>{gpu} 長 {length} mm；{chassis} 可容納的顯示卡最長為 {described}</translation>
    </message>
    <message>
        <source>use a shorter card or a case with at least {length} mm of GPU clearance</source>
        <translation>改用更短的卡，或顯示卡安裝空間至少 {length} mm 的機箱</translation>
    </message>
    <message>
        <source>cannot check card length: the length of {gpus} is unknown (the {chassis} takes up to {limit:g} mm)</source>
        <translation>無法檢查顯示卡長度：{gpus} 的長度未知（{chassis} 最長可容納 {limit:g} mm）</translation>
    </message>
    <message>
        <source>confirm the card's length</source>
        <translation>確認該卡的長度</translation>
    </message>
    <message>
        <source>cannot check memory: the memory of {gpu} is unknown</source>
        <translation>無法檢查記憶體：{gpu} 的顯存未知</translation>
    </message>
    <message>
        <source>system memory {memory} GB is less than the GPUs' total {total} GB (guidance: at least as much)</source>
        <translation>系統記憶體 {memory} GB 少於 GPU 顯存總量 {total} GB（建議：至少與之相當）</translation>
    </message>
    <message>
        <source>use at least {total} GB of system memory</source>
        <translation>使用至少 {total} GB 的系統記憶體</translation>
    </message>
</context>
<context>
    <name>search</name>
    <message>
        <source>parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>left out: the platform of SKU {number} ({code}): {error}</source>
        <translation>未納入：SKU {number}（{code}）的平台：{error}</translation>
    </message>
    <message>
        <source>left out: the platform of SKU {number} ({code}): its {count} × {gpu} have no list price, so the platform's price cannot be derived (the printed SKU itself stays a candidate)</source>
        <translation>未納入：SKU {number}（{code}）的平台：其 {count} × {gpu} 沒有標價，無法推算平台價格（該 SKU 本身仍為候選）</translation>
    </message>
    <message>
        <source>left out: the platform of SKU {number} ({code}): {price} − {count} × {gpu} at list {unit} = {amount}, not above 0 (the printed SKU itself stays a candidate)</source>
        <translation>未納入：SKU {number}（{code}）的平台：{price} − {count} × {gpu}（標價 {unit}）= {amount}，不大於 0（該 SKU 本身仍為候選）</translation>
    </message>
    <message>
        <source>SKUs {numbers} and {last} have the same platform; custom builds on it take the lowest derived price, SKU {number}'s</source>
        <translation>SKU {numbers} 與 {last} 平台相同；基於該平台的自訂配置採用最低的推算價格，即 SKU {number} 的價格</translation>
    </message>
    <message>
        <source>every parts build takes one system drive, {drive} (the cheapest priced drive part, the first listed when none is priced)</source>
        <translation>每個部件配置都含一顆系統碟 {drive}（有標價的硬碟中最便宜的；都無標價時取列表第一個）</translation>
    </message>
    <message>
        <source>{chassis} (its platform is unknown)</source>
        <translation>{chassis}（平台未知）</translation>
    </message>
    <message>
        <source>left out: chassis {chassis}</source>
        <translation>未納入的機箱：{chassis}</translation>
    </message>
    <message>
        <source>SKU and parts</source>
        <translation>SKU 與部件</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>no</source>
        <translation>無</translation>
    </message>
    <message>
        <source>{gpu} above {most}</source>
        <translation>{gpu} 超過 {most} 塊</translation>
    </message>
    <message>
        <source>at most as many cards as fit one workstation by the {scale} scale rule: {gpus}</source>
        <translation>顯示卡數量不超過{scale}模型規則下單台工作站可容納的數量：{gpus}</translation>
    </message>
    <message>
        <source>the catalog {catalog!r} has no SKUs and no platform parts to build on</source>
        <translation>產品目錄 {catalog!r} 既沒有 SKU，也沒有可用於組裝的平台部件</translation>
    </message>
    <message>
        <source>{part} {price}</source>
        <translation>{part} {price}</translation>
    </message>
    <message>
        <source>parts {known} ({parts}) + {count} × {gpu} at {unit} ({basis}) = {price}</source>
        <translation>部件 {known}（{parts}）+ {count} × {gpu}，單價 {unit}（{basis}）= {price}</translation>
    </message>
    <message>
        <source>SKU price: {basis}</source>
        <translation>SKU 價格：{basis}</translation>
    </message>
    <message>
        <source>custom build price: {basis}</source>
        <translation>自訂配置價格：{basis}</translation>
    </message>
    <message>
        <source>{to_be_set}: {gpus} has no list price, so the price cannot be derived</source>
        <translation>{to_be_set}：{gpus} 沒有標價，無法推算價格</translation>
    </message>
    <message>
        <source>{to_be_set}: {gpus} have no list price, so the price cannot be derived</source>
        <translation>{to_be_set}：{gpus} 沒有標價，無法推算價格</translation>
    </message>
    <message>
        <source>{to_be_set}: {base}'s price {price} less its GPUs at list price is {platform}, not above 0</source>
        <translation>{to_be_set}：{base} 的價格 {price} 減去其 GPU 的標價後為 {platform}，不大於 0</translation>
    </message>
    <message>
        <source> − {count} × {gpu} at list {unit}</source>
        <translation> − {count} × {gpu}（標價 {unit}）</translation>
    </message>
    <message>
        <source> + {count} × {gpu} at list {unit}</source>
        <translation> + {count} × {gpu}（標價 {unit}）</translation>
    </message>
    <message>
        <source>{base}'s price {price}{terms} = {amount} ({kind}; list prices: {lists})</source>
        <translation>{base} 的價格 {price}{terms} = {amount}（{kind}；標價：{lists}）</translation>
    </message>
    <message>
        <source>{gpu} {basis}</source>
        <translation>{gpu} {basis}</translation>
    </message>
    <message>
        <source>{base}'s price {price}{terms} = {amount} ({kind})</source>
        <translation>{base} 的價格 {price}{terms} = {amount}（{kind}）</translation>
    </message>
    <message>
        <source>the custom build</source>
        <translation>該自訂配置</translation>
    </message>
    <message>
        <source>{to_be_set}: the build changes more than {base}'s GPUs, and the catalog prices no such change</source>
        <translation>{to_be_set}：該配置改動的不只是 {base} 的 GPU，產品目錄沒有此類改動的價格</translation>
    </message>
    <message>
        <source>{base}'s price {price}, the same GPUs ({kind})</source>
        <translation>{base} 的價格 {price}，GPU 相同（{kind}）</translation>
    </message>
    <message>
        <source>printed SKU {number} {code} at its own price</source>
        <translation>選型指南所列 SKU {number} {code}，按其自身價格</translation>
    </message>
    <message>
        <source>platform of SKU {number} {code} with another GPU line</source>
        <translation>SKU {number} {code} 的平台，換用其他 GPU</translation>
    </message>
    <message>
        <source>built from parts: {platform}</source>
        <translation>由部件組裝：{platform}</translation>
    </message>
    <message>
        <source>{price}: {per_point} per score point</source>
        <translation>{price}：每得分點 {per_point}</translation>
    </message>
    <message>
        <source>{n} warning(s): {messages}</source>
        <translation>{n} 項警告：{messages}</translation>
    </message>
    <message>
        <source>{item} ({candidates})</source>
        <translation>{item}（{candidates}）</translation>
    </message>
    <message>
        <source>{total} valid-looking candidates need prices for: {items}; import a price list (File ▸ Import catalog or price list…) to include them</source>
        <translation>{total} 個看似有效的候選配置需要以下各項的價格：{items}；匯入價目表（檔案 ▸ 匯入產品目錄或價目表…）即可納入</translation>
    </message>
    <message>
        <source>searched {platforms} {kinds} platform(s) × {gpus} GPU model(s) × {low}-{high} GPUs, beside {printed} printed SKU(s) that pass the filters: {size} candidates, {evaluated} checked by the rules, {front} on the front (printed SKUs compete at their own price and are marked SKU)</source>
        <translation>已搜尋 {platforms} 個平台（{kinds}）× {gpus} 款 GPU × {low}-{high} 塊 GPU，另有 {printed} 個符合條件的選型指南所列 SKU：共 {size} 個候選，{evaluated} 個經規則檢查，{front} 個位於最佳前緣（選型指南所列 SKU 按其自身價格參與比較，並標為 SKU）</translation>
    </message>
    <message>
        <source>prices marked (illustrative) use illustrative prices (for the seed: launch MSRPs × an assumed exchange rate, not from the seed); import the vendor's price list for firm ones</source>
        <translation>標為（示意價格）的價格使用示意價格（對選型指南而言：首發建議零售價 × 假定匯率，並非出自選型指南）；匯入供應商價格表可得到確定價格</translation>
    </message>
    <message>
        <source>raised to {amount}: it has all of SKU {number}'s parts, which costs {price}{extra}</source>
        <translation>提高到 {amount}：它包含 SKU {number} 的全部零件，該 SKU 售價 {price}{extra}</translation>
    </message>
    <message>
        <source>, and {n} × {gpu} more at list {unit}</source>
        <translation>，另加 {n} × {gpu}（標價 {unit}）</translation>
    </message>
    <message>
        <source>raised to {amount}: it has SKU {number}'s parts ({price}) but {n} × {gpu} (at list {unit})</source>
        <translation>提高到 {amount}：它包含 SKU {number} 的零件（{price}），但少 {n} × {gpu}（標價 {unit}）</translation>
    </message>
    <message>
        <source>{basis}; {why}</source>
        <translation>{basis}；{why}</translation>
    </message>
</context>
<context>
    <name>severity</name>
    <message>
        <source>error</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <translation>提示</translation>
    </message>
</context>
<context>
    <name>sizing</name>
    <message>
        <source>on one card</source>
        <translation>單卡執行</translation>
    </message>
    <message>
        <source>with data parallel</source>
        <translation>資料平行</translation>
    </message>
    <message>
        <source>with FSDP sharding</source>
        <translation>FSDP 分片</translation>
    </message>
    <message>
        <source>with tensor parallel</source>
        <translation>張量平行</translation>
    </message>
    <message>
        <source>with pipeline parallel</source>
        <translation>管線平行</translation>
    </message>
    <message>
        <source>{count} × {gpu} ({count} × {memory} GB) {how} and activation checkpointing</source>
        <translation>{count} × {gpu}（{count} × {memory} GB），{how}，並啟用激活檢查點</translation>
    </message>
    <message>
        <source>{count} × {gpu} ({count} × {memory} GB) {how}</source>
        <translation>{count} × {gpu}（{count} × {memory} GB），{how}</translation>
    </message>
    <message>
        <source>does not fit: its memory is unknown</source>
        <translation>裝不下：顯示記憶體容量未知</translation>
    </message>
    <message>
        <source>does not fit: needs {need:,.0f} GB a card on {cards}, has {has:,.0f}</source>
        <translation>裝不下：{cards} 張卡時每張需 {need:,.0f} GB，可用 {has:,.0f} GB</translation>
    </message>
    <message>
        <source>no decode for this model</source>
        <translation>此模型沒有逐 token 生成</translation>
    </message>
    <message>
        <source>does not fit: needs {need} × {gpu}, has {has}</source>
        <translation>裝不下：需要 {need} × {gpu}，本機只有 {has} 張</translation>
    </message>
    <message>
        <source>one {gpu} ({memory} GB) is not enough</source>
        <translation>單張 {gpu}（{memory} GB）不夠</translation>
    </message>
    <message>
        <source>in {precision} one card holds it</source>
        <translation>改用 {precision} 時單卡即可</translation>
    </message>
    <message>
        <source>needs about {need:,.0f} GB in {precision}: {cards}</source>
        <translation>{precision} 下約需 {need:,.0f} GB：{cards}</translation>
    </message>
    <message>
        <source>no card of the catalog holds it</source>
        <translation>目錄中沒有能裝下它的卡</translation>
    </message>
    <message>
        <source>must be at least 1, not {value}</source>
        <translation>至少為 1，不能是 {value}</translation>
    </message>
    <message>
        <source>{value:,} is more than {most:,} sequences or images at once</source>
        <translation>{value:,} 超過一次最多 {most:,} 條序列或張影像</translation>
    </message>
    <message>
        <source>{task!r} is for image models; {model} takes inference, full, lora, qlora or pretrain</source>
        <translation>{task!r} 用於影像模型；{model} 可選 inference、full、lora、qlora 或 pretrain</translation>
    </message>
    <message>
        <source>must be at least 1 token, not {value}</source>
        <translation>至少 1 個 token，不能是 {value}</translation>
    </message>
    <message>
        <source>{tokens:,} tokens is above {model}'s maximum of {maximum:,}</source>
        <translation>{tokens:,} 個 token 超過 {model} 的上限 {maximum:,}</translation>
    </message>
    <message>
        <source>{task!r} is for transformers; {model} takes inference or train</source>
        <translation>{task!r} 用於 Transformer 模型；{model} 可選 inference 或 train</translation>
    </message>
    <message>
        <source>must be at least 8 px, not {value}</source>
        <translation>至少 8 像素，不能是 {value}</translation>
    </message>
    <message>
        <source>{task} training updates every weight, so it runs in fp32, bf16 or fp16, not {precision}</source>
        <translation>{task} 訓練會更新全部權重，須用 fp32、bf16 或 fp16，不能用 {precision}</translation>
    </message>
    <message>
        <source>LoRA on a 4-bit base model is QLoRA (task qlora)</source>
        <translation>在 4 位元基礎模型上做 LoRA 即 QLoRA（任務選 qlora）</translation>
    </message>
    <message>
        <source>QLoRA holds the base model in nf4, not {precision}</source>
        <translation>QLoRA 以 nf4 存放基礎模型，不能用 {precision}</translation>
    </message>
    <message>
        <source>memory bandwidth unknown</source>
        <translation>顯示記憶體頻寬未知</translation>
    </message>
    <message>
        <source>not a training task</source>
        <translation>不是訓練任務</translation>
    </message>
    <message>
        <source>no training data given (tokens or images)</source>
        <translation>未給出訓練資料量（token 數或影像數）</translation>
    </message>
    <message>
        <source>the catalog states no {precision} peak for {gpu}</source>
        <translation>產品目錄未註明 {gpu} 的 {precision} 峰值算力</translation>
    </message>
</context>
<context>
    <name>sizing_chart</name>
    <message>
        <source>weights</source>
        <translation>權重</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>最佳化器狀態</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 快取</translation>
    </message>
    <message>
        <source>overhead</source>
        <translation>框架開銷</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>單卡</translation>
    </message>
    <message>
        <source>data parallel</source>
        <translation>資料平行</translation>
    </message>
    <message>
        <source>FSDP sharding</source>
        <translation>FSDP 分片</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>張量平行</translation>
    </message>
    <message>
        <source>pipeline parallel</source>
        <translation>管線平行</translation>
    </message>
    <message>
        <source>{count} × {gpu}, {how} and activation checkpointing</source>
        <translation>{count} × {gpu}，{how}並啟用激活檢查點</translation>
    </message>
    <message>
        <source>{count} × {gpu}, {how}</source>
        <translation>{count} × {gpu}，{how}</translation>
    </message>
    <message>
        <source>Decode: batch × bandwidth × cards × {util:g} ÷ bytes a step (active weights + KV cache); outline: the bound at full bandwidth</source>
        <translation>解碼：批次 × 頻寬 × 卡數 × {util:g} ÷ 每步位元組數（啟用權重 + KV 快取）；外框：滿頻寬時的上限</translation>
    </message>
    <message>
        <source>Training: FLOPs ÷ (peak × {mfu:g} utilisation × effective cards); outline: the bound at full peak on every card</source>
        <translation>訓練：FLOPs ÷（峰值 × {mfu:g} 利用率 × 有效卡數）；外框：每張卡都達到峰值時的下限</translation>
    </message>
    <message>
        <source>No training time: the amount of training data (tokens or images) is not given</source>
        <translation>無訓練時間：未給出訓練資料量（token 數或影像數）</translation>
    </message>
    <message>
        <source>No decode speed: {model} does not generate tokens</source>
        <translation>無解碼速度：{model} 不生成 token</translation>
    </message>
</context>
<context>
    <name>storage</name>
    <message>
        <source>{path} is another program's database, not Rigwright's: nothing was changed in it. Start Rigwright with another database file.</source>
        <translation>{path} 是其他程式的資料庫，不是 Rigwright 的：其中的內容未作任何更動。請用另一個資料庫檔案啟動 Rigwright。</translation>
    </message>
    <message>
        <source>{path} is not a database (it is not an SQLite file): nothing was changed in it. Start Rigwright with another database file.</source>
        <translation>{path} 不是資料庫（不是 SQLite 檔案）：其中的內容未作任何更動。請用另一個資料庫檔案啟動 Rigwright。</translation>
    </message>
</context>
<context>
    <name>vendor_skus</name>
    <message>
        <source>code: give the SKU a code</source>
        <translation>型號代碼：請為 SKU 指定代碼</translation>
    </message>
    <message>
        <source>{field}: at most {n} characters</source>
        <translation>{field}：最多 {n} 個字元</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation>{field}：{problem}</translation>
    </message>
    <message>
        <source>code: the catalog already has SKU {number} “{code}”</source>
        <translation>型號代碼：產品目錄中已有 SKU {number}「{code}」</translation>
    </message>
    <message>
        <source>gpus: the GPU {gpu} states no {figure} figure</source>
        <translation>GPU：{gpu} 未標明 {figure} 數值</translation>
    </message>
    <message>
        <source>gpus: a workstation SKU has one GPU model (and at least one card)</source>
        <translation>GPU：一個工作站 SKU 只含一種 GPU 型號（且至少一張卡）</translation>
    </message>
    <message>
        <source>price: the build has no price yet (price to be set)</source>
        <translation>價格：此配置尚無價格（待定價）</translation>
    </message>
    <message>
        <source>price: {price} is out of range (1 to {most})</source>
        <translation>價格：{price} 超出範圍（1 至 {most}）</translation>
    </message>
</context>
<context>
    <name>workloads</name>
    <message>
        <source>CNN</source>
        <translation>CNN 卷積神經網絡</translation>
    </message>
    <message>
        <source>Seed priority for CNN: Tensors &gt; FLOP &gt; memory &gt; FP16. Tensor TFLOPS carries 0.94; FP32 (FLOP), memory and FP16 share 0.06 in that order (0.03, 0.02, 0.01). Multi-GPU scaling is 'very good' in the seed: 95 % kept per doubling.</source>
        <translation>選型指南給出的 CNN 優先順序：Tensor Core 算力 &gt; FP32 算力 &gt; 顯存 &gt; FP16。張量算力 TFLOPS 佔 0.94；FP32（FLOP）、顯存與 FP16 依此順序分配 0.06（0.03、0.02、0.01）。選型指南稱多 GPU 擴展「非常理想」：GPU 數量每翻一倍保留 95 % 的吞吐量。</translation>
    </message>
    <message>
        <source>RNN / LSTM / GRU</source>
        <translation>RNN / LSTM / GRU 遞歸神經網絡</translation>
    </message>
    <message>
        <source>Transformer (BERT, XLNet)</source>
        <translation>Transformer（BERT、XLNet）</translation>
    </message>
    <message>
        <source>Seed priority for RNN: bandwidth + memory &gt; FP16 &gt; Tensors &gt; FLOP. The seed's RNN tiers follow bandwidth, so bandwidth leads (0.85) and memory follows (0.12: the most it can carry is 0.19 before a 48 GB card passes a faster tier-1 card), then FP16, tensor, FP32 (0.015, 0.01, 0.005). Memory is also a need per card: each card should have 16 GB, as the seed's 'good' RNN card does. Multi-GPU scaling is 'unclear' in the seed: we assume 75 % kept per doubling.</source>
        <translation>選型指南的 RNN 優先級：顯存帶寬+顯存 &gt; 半精度(FP16) &gt; Tensor Core 算力 &gt; FP32 算力。指南的 RNN 分檔跟隨帶寬，因此帶寬權重最高（0.85），顯存其次（0.12：最多可到 0.19，再高 48 GB 的卡就會超過更快的第一檔卡），然後是 FP16、Tensor、FP32（0.015、0.01、0.005）。顯存也是每卡的需求：每卡應有 16 GB，與指南中 RNN「好」檔的卡相同。指南稱多卡擴展「不明確」：我們假設每翻一倍保留 75 %。</translation>
    </message>
    <message>
        <source>the seed's 'good' RNN card is chosen for its 16 GB (RTX5000: 擁有16GB顯存)</source>
        <translation>選型指南中 RNN「好」檔的卡因其 16 GB 入選（RTX5000：擁有16GB顯存）</translation>
    </message>
    <message>
        <source>Derived from the seed's RNN section, which lists Transformer with RNN: transformers sit between convolutions and small matrix multiplies, and are sped up by more bandwidth and enough memory (BERT/XLNet need much memory). So bandwidth leads (0.80), memory follows with more weight than for RNN (0.14), and tensor throughput counts more than for RNN (0.04, then FP16 0.02). Each card should have 24 GB. Scaling assumed 85 % per doubling.</source>
        <translation>由選型指南的 RNN 一節推得（該節把 Transformer 與 RNN 並列）：Transformer 介於卷積與小矩陣乘法之間，更高的帶寬和足夠的顯存能加速它（BERT/XLNet 需要大量顯存）。因此帶寬權重最高（0.80），顯存其次且比 RNN 更重（0.14），Tensor 算力也比 RNN 更重（0.04，FP16 為 0.02）。每卡應有 24 GB。多卡擴展假設每翻一倍保留 85 %。</translation>
    </message>
    <message>
        <source>BERT's authors warn that a 12-16 GB GPU is likely to run out of memory at the paper's settings (github.com/google-research/bert, 'Out-of-memory issues'); the seed's card for larger NLP models is the 24 GB Titan RTX</source>
        <translation>BERT 作者指出，按論文設定，12-16 GB 的 GPU 很可能顯存不足（github.com/google-research/bert，「Out-of-memory issues」）；選型指南為較大 NLP 模型所選的卡是 24 GB 的 Titan RTX</translation>
    </message>
    <message>
        <source>GAN</source>
        <translation>GAN 生成對抗網絡</translation>
    </message>
    <message>
        <source>Derived: GANs in the seed's list (style transfer, high-resolution synthesis, super-resolution) are convolutional generators and discriminators, so the CNN order applies, with memory moved up for high-resolution images: tensor 0.92, memory 0.04, FP32 0.025, FP16 0.015. Scaling assumed 90 % per doubling (two networks to sync).</source>
        <translation>推導：選型指南所列的 GAN 應用（風格轉換、高解析度合成、超解析度）由卷積生成器與判別器構成，因此沿用 CNN 的優先順序，並為高解析度影像提高顯存的權重：張量算力 0.92、顯存 0.04、FP32 0.025、FP16 0.015。擴展效率假定為每翻一倍保留 90 %（需同步兩個網路）。</translation>
    </message>
    <message>
        <source>Autoencoder</source>
        <translation>Autoencoder 自動編碼器</translation>
    </message>
    <message>
        <source>Derived: the seed's autoencoder uses (image reconstruction, denoising, inpainting) are convolutional encoders/decoders, so the CNN weights apply unchanged. Scaling assumed 90 % per doubling.</source>
        <translation>推導：選型指南所列的自動編碼器應用（影像重構、去噪、影像修復）都是卷積編碼器/解碼器，因此直接沿用 CNN 的權重。擴展效率假定為每翻一倍保留 90 %。</translation>
    </message>
    <message>
        <source>DBN (deep belief network)</source>
        <translation>DBN 深度信念網絡</translation>
    </message>
    <message>
        <source>Derived: DBNs are stacks of restricted Boltzmann machines trained layer by layer with dense FP32 matrix products and sampling, which the tensor-core paths the seed names (cuDNN convolutions) do not serve; so FP32 FLOPS leads (0.90), then bandwidth (0.05), tensor (0.03), memory (0.02). Scaling assumed 80 % per doubling.</source>
        <translation>推導：DBN 由受限波茲曼機堆疊而成，逐層訓練，依賴稠密的 FP32 矩陣乘法與取樣，而選型指南提到的張量核心路徑（cuDNN 卷積）無法加速這類運算；因此 FP32 FLOPS 為首（0.90），其後為顯存帶寬（0.05）、張量算力（0.03）、顯存（0.02）。擴展效率假定為每翻一倍保留 80 %。</translation>
    </message>
    <message>
        <source>DSN (deep stacking network)</source>
        <translation>DSN 深度堆棧網絡</translation>
    </message>
    <message>
        <source>Derived: DSNs stack simple dense modules (retrieval, continuous speech in the seed), the same dense FP32 work as DBN, so the DBN weights apply unchanged.</source>
        <translation>推導：DSN 堆疊簡單的稠密模組（選型指南中為資訊檢索、連續語音辨識），與 DBN 同為稠密 FP32 運算，因此直接沿用 DBN 的權重。</translation>
    </message>
    <message>
        <source>Inference serving</source>
        <translation>推理服務</translation>
    </message>
    <message>
        <source>Derived: the seed says inference must be fast and real-time and that TensorRT (3.0+) uses tensor cores, i.e. reduced precision: FP16 throughput leads (0.88), then tensor (0.06), bandwidth (0.04), memory (0.02). Requests are independent, so scaling is linear.</source>
        <translation>推導：選型指南指出推理必須快速、即時，且 TensorRT（3.0 及以上）使用張量核心，即降低精度：因此 FP16 吞吐量為首（0.88），其後為張量算力（0.06）、顯存帶寬（0.04）、顯存（0.02）。各請求相互獨立，因此擴展為線性。</translation>
    </message>
    <message>
        <source>workload: unknown {name!r}; known: {known}</source>
        <translation>工作負載：未知的 {name!r}；可用：{known}</translation>
    </message>
    <message>
        <source>workload {part!r}: the share must be a number above 0</source>
        <translation>工作負載 {part!r}：佔比必須是大於 0 的數</translation>
    </message>
    <message>
        <source>workload {part!r}: {key} is named twice</source>
        <translation>工作負載 {part!r}：{key} 出現了兩次</translation>
    </message>
    <message>
        <source>workload: {text!r} names no workload</source>
        <translation>工作負載：{text!r} 未指定任何工作負載</translation>
    </message>
    <message>
        <source>{workload} {share} %</source>
        <translation>{workload} {share} %</translation>
    </message>
    <message>
        <source>{first} + {then}</source>
        <translation>{first} + {then}</translation>
    </message>
    <message>
        <source>A mix of workloads: each metric's weight is the share-weighted mean of the members' weights, so a GPU's score is the share-weighted geometric mean of its scores for each workload; multi-GPU scaling is the share-weighted mean, and each card needs the most memory any member needs.</source>
        <translation>多種工作負載的組合：每項指標的權重是各成員權重按佔比的加權平均，因此 GPU 的得分是它在各工作負載得分按佔比的加權幾何平均；多卡擴展取按佔比的加權平均，每卡所需顯存取各成員中的最大值。</translation>
    </message>
    <message>
        <source>weight {metric!r}: unknown metric; use one of {metrics}</source>
        <translation>權重 {metric!r}：未知指標；請使用 {metrics} 之一</translation>
    </message>
    <message>
        <source>weight {metric!r}: must be a number &gt;= 0, got {value!r}</source>
        <translation>權重 {metric!r}：必須是 &gt;= 0 的數，輸入為 {value!r}</translation>
    </message>
    <message>
        <source>weights: at least one metric needs a weight above 0</source>
        <translation>權重：至少一個指標的權重須大於 0</translation>
    </message>
</context>
</TS>